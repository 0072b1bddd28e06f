import { HttpError } from '../http.ts';
import { isFromOwnPage } from '../inspector/own-page.ts';
import type { State } from '../state.ts';

const NEEDS_TOKEN =
  'Sandbox controls need a staff or owner token of this sandbox (Authorization: Bearer …) or the inspector key';

/**
 * Lets a control request through when it carries the inspector key (`X-Sandbox-Key`) or a staff or owner
 * business token of this sandbox in `Authorization` (never a query: a URL ends up in logs). Throws 401/403.
 */
export function authorizeControl(state: State, request: Request, key: string | undefined): void {
  const given = request.headers.get('x-sandbox-key');
  if (given !== null) {
    if (key !== undefined && sameSecret(given, key)) {
      if (isFromOwnPage(request)) return;
      throw new HttpError(403, { error: 'The inspector key works from the inspector page only' });
    }
    throw new HttpError(401, { error: 'The X-Sandbox-Key is not this sandbox’s inspector key' });
  }
  const header = request.headers.get('authorization');
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer === undefined) throw new HttpError(401, { error: NEEDS_TOKEN }, challenge());
  const token = state.tables.tokens.find((t) => t.token === bearer);
  const person = token && state.tables.people.get(token.person_id);
  if (!token || !person) throw new HttpError(401, { error: 'The access token is invalid' }, challenge());
  if (person.role === 'client' || token.scope !== 'business') {
    throw new HttpError(403, {
      error: `${NEEDS_TOKEN}; this token is ${token.scope === 'business' ? 'a client’s' : 'account-wide'}`,
    });
  }
}

/** Compares two secrets in time that depends on their length only. */
export function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

function challenge(): Record<string, string> {
  return { 'www-authenticate': 'Bearer realm="Pike13 sandbox", error="invalid_token"' };
}
