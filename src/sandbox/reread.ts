import type { Context } from './engine.ts';

/**
 * The request of a route, its body (already read by the engine) put back as JSON text, for the route
 * modules that take a fetch `Request` (the Reporting and Webhooks APIs v3).
 */
export function requestOf(ctx: Context): Request {
  const { request } = ctx;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE';
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    ...(hasBody && { body: JSON.stringify(ctx.body) }),
  });
}
