import { json } from '../http.ts';
import { tooMany } from '../rate-limit.ts';

/** The service's error message of each status a fault may answer (`{error}`; 422 `{errors: […]}`). */
const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'The access token is invalid',
  403: 'You are not authorized to access this resource',
  404: 'Not found',
  408: 'Request timeout',
  409: 'Conflict',
  422: 'The record is invalid',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

/**
 * A fault's answer, shaped as the service's error of that status: 429 with the `RateLimit-*` headers and a
 * `Retry-After` of one second, 422 with `errors`, any other `{error}`. `X-Sandbox-Fault` names the fault.
 */
export function faultAnswer(id: string, status: number, now: number): Response {
  const response = status === 429 ? rateLimited(now) : errorOf(status);
  response.headers.set('x-sandbox-fault', id);
  return response;
}

function rateLimited(now: number): Response {
  const headers = {
    'ratelimit-limit': '180',
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(Math.floor(now / 1000) + 1),
  };
  const response = tooMany(headers, now);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function errorOf(status: number): Response {
  const message = MESSAGES[status] ?? (status >= 500 ? 'Internal server error' : 'Bad request');
  return json(status === 422 ? { errors: [message] } : { error: message }, status);
}
