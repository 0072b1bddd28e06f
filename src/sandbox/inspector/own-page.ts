import { isLoopbackHttp } from '../loopback.ts';

/**
 * True unless a page of another origin sent `request`: the inspector is served by the sandbox itself, so its
 * calls come from the sandbox's own origin, by any loopback name of its port (127.0.0.1, localhost, [::1]).
 */
export function isFromOwnPage(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const own = new URL(request.url);
  if (origin === own.origin) return true;
  try {
    const page = new URL(origin);
    return isLoopbackHttp(page) && isLoopbackHttp(own) && page.port === own.port;
  } catch {
    return false;
  }
}
