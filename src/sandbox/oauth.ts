import type { Context, Route } from './engine.ts';
import { HttpError, json } from './http.ts';
import { isLoopbackHttp } from './loopback.ts';
import { AuthorizationCodes } from './oauth-codes.ts';
import { randomSecret } from './secrets.ts';
import { giveAccount } from './seed/business.ts';
import type { PersonRow } from './state.ts';

/**
 * OAuth 2 of the sandbox. `/oauth/authorize` consents at once, as the test user: the owner (Olivia
 * Owner), or the person whose email `login_hint` names. It grants an account-wide token (the sandbox
 * has no business subdomain), by code (`response_type=code`) or in the redirect's fragment
 * (`response_type=token`, the implicit grant). `/oauth/token` checks the client secret, the code and
 * the redirect address, form-encoded as the spec says. Codes live in memory only: each sandbox its own.
 */
export function oauthRoutes(): Route[] {
  const codes = new AuthorizationCodes();
  return [
    {
      serves: 'oauth.authorize',
      method: 'GET',
      path: '/oauth/authorize',
      access: 'open',
      writes: true,
      handle: (ctx) => authorizeRequest(ctx, codes),
    },
    {
      serves: 'oauth.token',
      method: 'POST',
      path: '/oauth/token',
      access: 'open',
      handle: (ctx) => exchangeCode(ctx, codes),
    },
  ];
}

function oauthError(status: number, error: string, description: string): never {
  throw new HttpError(status, { error, error_description: description });
}

function testUser(ctx: Context): PersonRow {
  const hint = ctx.url.searchParams.get('login_hint')?.toLowerCase();
  const person = hint
    ? ctx.state.tables.people.find((p) => p.email?.toLowerCase() === hint)
    : ctx.state.tables.people.find((p) => p.role === 'owner');
  return person ?? oauthError(400, 'access_denied', 'no sandbox person has that email');
}

function issueToken(ctx: Context, person: PersonRow) {
  const account_id = person.account_id ?? giveAccount(ctx.state, person);
  return ctx.state.tables.tokens.insert({
    token: randomSecret('sbx_oauth_'),
    person_id: person.id,
    account_id,
    scope: 'account',
  });
}

function authorizeRequest(ctx: Context, codes: AuthorizationCodes): Response {
  const query = ctx.url.searchParams;
  if (query.get('client_id') !== ctx.state.app.client_id)
    oauthError(400, 'invalid_client', 'unknown client_id');
  const redirectUri = query.get('redirect_uri') ?? '';
  if (!isRegistered(redirectUri, ctx.state.app.redirect_uris)) {
    oauthError(400, 'invalid_request', 'redirect_uri is not registered for this application');
  }
  const responseType = query.get('response_type');
  const state = query.get('state');
  const target = new URL(redirectUri);
  if (responseType !== 'code' && responseType !== 'token') {
    target.searchParams.set('error', 'unsupported_response_type');
    if (state !== null) target.searchParams.set('state', state);
    return redirect(target.toString());
  }
  const person = testUser(ctx);
  if (responseType === 'token') {
    const token = issueToken(ctx, person);
    const fragment = new URLSearchParams({ access_token: token.token, token_type: 'bearer' });
    if (state !== null) fragment.set('state', state);
    target.hash = fragment.toString();
    return redirect(target.toString());
  }
  const code = codes.issue({ redirectUri, personId: person.id, issuedAt: ctx.now });
  target.searchParams.set('code', code);
  if (state !== null) target.searchParams.set('state', state);
  return redirect(target.toString());
}

/**
 * A redirect address the application registered: the same address, or for an `http` loopback address the
 * same one on any port, as RFC 8252 §7.3 asks of authorization servers (a native app such as `pike13 login`
 * listens on whatever port it can open).
 */
function isRegistered(redirectUri: string, registered: readonly string[]): boolean {
  if (registered.includes(redirectUri)) return true;
  const asked = URL.parse(redirectUri);
  if (!asked || !isLoopbackHttp(asked)) return false;
  return registered.some((address) => withoutPort(address) === withoutPort(redirectUri));
}

function withoutPort(address: string): string | undefined {
  const url = URL.parse(address);
  if (!url) return undefined;
  url.port = '';
  return url.href;
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location } });
}

function field(ctx: Context, name: string): string | undefined {
  const value = ctx.body[name];
  return typeof value === 'string' ? value : undefined;
}

function exchangeCode(ctx: Context, codes: AuthorizationCodes): Response {
  if (field(ctx, 'grant_type') !== 'authorization_code') {
    oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code');
  }
  const basic = clientFromBasic(ctx.request.headers.get('authorization'));
  const clientId = field(ctx, 'client_id') ?? basic?.id;
  const secret = field(ctx, 'client_secret') ?? basic?.secret;
  if (clientId !== ctx.state.app.client_id || secret !== ctx.state.app.client_secret) {
    oauthError(401, 'invalid_client', 'client authentication failed');
  }
  const code = codes.take(field(ctx, 'code'), ctx.now);
  const person = code && ctx.state.tables.people.get(code.personId);
  if (!code || !person) {
    return oauthError(400, 'invalid_grant', 'the authorization code is invalid, used or expired');
  }
  if (field(ctx, 'redirect_uri') !== code.redirectUri) {
    oauthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
  }
  const token = issueToken(ctx, person);
  return json({ access_token: token.token, token_type: 'bearer', created_at: Math.floor(ctx.now / 1000) });
}

/** The client id and secret of `Authorization: Basic`; credentials that do not decode are refused (401). */
function clientFromBasic(header: string | null): { id: string; secret: string } | undefined {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  try {
    const [id = '', secret = ''] = atob(match[1]).split(':').map(decodeURIComponent);
    return { id, secret };
  } catch {
    return oauthError(401, 'invalid_client', 'client authentication failed');
  }
}
