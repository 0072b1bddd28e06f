import { HttpError } from './http.ts';
import type { PersonRow, State, TokenRow } from './state.ts';

/**
 * Who a request acts as. Tokens come from `Authorization: Bearer …` or the `access_token` query
 * parameter. A business token works on the business's endpoints only; an account token (granted
 * without a business, as `/oauth/authorize` does) works on account endpoints and the business too.
 */
export interface Caller {
  token: TokenRow | undefined;
  person: PersonRow | undefined;
  /** The application id of a public call (`client_id` query parameter). */
  clientId: string | undefined;
}

/** What a route needs: a staff token, any person's token, a token or `client_id`, an account token. */
export type Access = 'desk' | 'front' | 'public' | 'account' | 'open';

const CLIENT_ID_REQUIRED = { error: 'Application Client ID is required for unauthenticated requests' };

/** The token a request carries, if any. */
export function bearerOf(request: Request, url: URL): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? url.searchParams.get('access_token') ?? undefined;
}

/** Resolves the caller and checks `access`; throws the service's 401/403 answers. */
export function authorize(state: State, request: Request, url: URL, access: Access): Caller {
  const bearer = bearerOf(request, url);
  const clientId = url.searchParams.get('client_id') ?? undefined;
  if (access === 'open') return { token: undefined, person: undefined, clientId };
  if (bearer === undefined) return anonymous(state, access, clientId);
  const token = state.tables.tokens.find((t) => t.token === bearer);
  const person = token && state.tables.people.get(token.person_id);
  if (!token || !person) throw new HttpError(401, { error: 'The access token is invalid' }, challenge());
  if (access === 'account' && token.scope !== 'account') {
    throw new HttpError(401, { error: 'Account endpoints need an account-wide access token' }, challenge());
  }
  if (access === 'desk' && person.role === 'client') {
    throw new HttpError(403, { error: 'This endpoint needs a staff member access token' });
  }
  return { token, person, clientId };
}

function anonymous(state: State, access: Access, clientId: string | undefined): Caller {
  if (access === 'public') {
    if (clientId === undefined) throw new HttpError(401, CLIENT_ID_REQUIRED);
    if (clientId !== state.app.client_id) throw new HttpError(401, { error: 'Invalid client_id' });
    return { token: undefined, person: undefined, clientId };
  }
  throw new HttpError(401, { error: 'Authentication required: send an access token' }, challenge());
}

function challenge(): Record<string, string> {
  return { 'www-authenticate': 'Bearer realm="Pike13", error="invalid_token"' };
}

/** Owners and managers: pack products, deleting others' notes. */
export function isManager(person: PersonRow | undefined): boolean {
  return person?.role === 'manager' || person?.role === 'owner' || person?.role === 'primary_owner';
}
