import { bearerOf } from '../auth.ts';
import type { Context } from '../engine.ts';
import { HttpError } from '../http.ts';
import { isLoopbackHttp } from '../loopback.ts';

/** The header the inspector page sends its key in (the key itself lives only in the page's URL). */
export const KEY_HEADER = 'x-sandbox-key';

/**
 * Lets a control request through: the inspector's key from its own page, or a staff or owner token of this
 * sandbox. Anything else is the service's 401 (nothing sent) or 403 (a client token, a wrong key).
 */
export function checkControlAccess(ctx: Context, key: string): void {
  const given = ctx.request.headers.get(KEY_HEADER);
  if (given !== null) {
    checkKey(ctx, given, key);
    return;
  }
  const bearer = bearerOf(ctx.request, ctx.url);
  if (bearer === undefined) {
    throw new HttpError(401, { error: 'Send a staff or owner token of this sandbox, or the inspector key' });
  }
  const token = ctx.state.tables.tokens.find((row) => row.token === bearer);
  const person = token && ctx.state.tables.people.get(token.person_id);
  if (!person) throw new HttpError(401, { error: 'The access token is invalid' });
  if (person.role === 'client')
    throw new HttpError(403, { error: 'The sandbox controls need a staff token' });
}

/** The key, and from no page but the sandbox's own (any loopback name of its port). */
function checkKey(ctx: Context, given: string, key: string): void {
  if (!sameSecret(given, key)) throw new HttpError(403, { error: 'This is not the inspector key' });
  const origin = ctx.request.headers.get('origin');
  if (origin !== null && !isOwnOrigin(origin, ctx.url)) {
    throw new HttpError(403, { error: 'The inspector key works from the inspector page only' });
  }
}

function isOwnOrigin(origin: string, url: URL): boolean {
  if (origin === url.origin) return true;
  try {
    const page = new URL(origin);
    return isLoopbackHttp(page) && isLoopbackHttp(url) && page.port === url.port;
  } catch {
    return false;
  }
}

/** Compares without stopping at the first difference, so the time taken tells nothing of the key. */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  }
  return difference === 0;
}
