import { json } from './http.ts';

/** Pages on loopback (`http://localhost:5173`, `http://127.0.0.1:8080`, `http://[::1]:3000`) are trusted. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Lets pages read the rate-limit headers. */
const EXPOSED = {
  'access-control-expose-headers': 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};
const PREFLIGHT = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'Authorization, Content-Type, X-FD-Locale',
  'access-control-max-age': '600',
};

/**
 * Which web pages may call the sandbox: loopback origins and the ones given (`--cors-origin`). A request
 * from any other page is refused before it is handled (403): a page a developer happens to visit must
 * not change the data of the sandbox running beside it. Requests without `Origin` (not from a browser
 * page) pass.
 */
export class CorsPolicy {
  readonly #extra: Set<string>;

  constructor(origins: readonly string[] = []) {
    this.#extra = new Set(origins);
  }

  /** The answer for a request from a page not allowed, or to a preflight; `undefined` lets it through. */
  intercept(request: Request): Response | undefined {
    const origin = request.headers.get('origin');
    if (origin !== null && !this.#allows(origin)) {
      return vary(json({ error: 'This origin may not call the sandbox (see --cors-origin)' }, 403));
    }
    if (request.method !== 'OPTIONS') return undefined;
    return this.decorate(request, new Response(null, { status: 204 }), PREFLIGHT);
  }

  /** Adds the CORS headers an allowed page needs to read `response`. */
  decorate(request: Request, response: Response, headers: Record<string, string> = EXPOSED): Response {
    const origin = request.headers.get('origin');
    vary(response);
    if (origin === null) return response;
    response.headers.set('access-control-allow-origin', origin);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  #allows(origin: string): boolean {
    return LOOPBACK_ORIGIN.test(origin) || this.#extra.has(origin);
  }
}

function vary(response: Response): Response {
  response.headers.set('vary', 'Origin');
  return response;
}
