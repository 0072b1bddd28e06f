import { RedirectError } from './errors.ts';
import type { Outgoing, Send } from './send.ts';

/** More hops than any real answer needs (a trailing slash, a moved path): past this, a loop. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that describe a body: dropped with it when a redirect turns the request into a GET (fetch's rule). */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];

/**
 * Sends a request and follows its redirects within the origin it was sent to, as `fetch` would (a 303, or
 * a 301/302 of a POST, goes on as a GET without the body; 307/308 keep both), re-checking the origin at
 * every hop. A redirect to another origin, one the runtime hides (a browser's `opaqueredirect`), or more
 * than `MAX_REDIRECTS` of them is a `RedirectError`: nothing, the token least of all, goes elsewhere.
 * `redirect: 'manual'` hands the first answer back as it is (card vaulting reads its `Location`).
 */
export async function sendWithinOrigin(
  outgoing: Outgoing,
  send: Send,
  signal: AbortSignal,
  label: string,
): Promise<Response> {
  let current = outgoing;
  for (let hop = 0; ; hop++) {
    const response = await send(current, signal);
    if (outgoing.redirect === 'manual') return response;
    const location = locationOf(response, current, label);
    if (location === undefined) return response;
    await response.body?.cancel();
    const context = { method: current.method, url: current.url, status: response.status };
    const target = targetOf(location, current.url, label, context);
    if (target.origin !== new URL(outgoing.url).origin) {
      throw new RedirectError(
        `${label}: answered ${response.status} with a redirect to another origin (${target.origin}); the SDK sends nothing there`,
        context,
      );
    }
    if (hop === MAX_REDIRECTS) {
      throw new RedirectError(
        `${label}: more than ${MAX_REDIRECTS} redirects; not followed further`,
        context,
      );
    }
    current = redirected(current, response.status, target.toString());
  }
}

/** The `Location` of a redirect answer, or undefined for any other answer. */
function locationOf(response: Response, outgoing: Outgoing, label: string): string | undefined {
  if (response.type === 'opaqueredirect') {
    throw new RedirectError(
      `${label}: the answer is a redirect whose target this runtime hides; the SDK follows only redirects it can check`,
      { method: outgoing.method, url: outgoing.url },
    );
  }
  if (!REDIRECT_STATUSES.has(response.status)) return undefined;
  return response.headers.get('location') ?? undefined;
}

function targetOf(
  location: string,
  base: string,
  label: string,
  context: { method: string; url: string; status: number },
): URL {
  try {
    return new URL(location, base);
  } catch {
    throw new RedirectError(
      `${label}: answered ${context.status} with a Location that is not a URL; not followed`,
      context,
    );
  }
}

/** The next hop: `fetch`'s rules for which redirects turn the request into a GET without its body. */
function redirected(outgoing: Outgoing, status: number, url: string): Outgoing {
  const toGet =
    status === 303
      ? outgoing.method !== 'GET' && outgoing.method !== 'HEAD'
      : (status === 301 || status === 302) && outgoing.method === 'POST';
  if (!toGet) return { ...outgoing, url };
  const headers = new Headers(outgoing.headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  return { ...outgoing, method: 'GET', url, headers, body: undefined };
}
