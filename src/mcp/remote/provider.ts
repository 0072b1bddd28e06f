import type { ServerResponse } from 'node:http';
import {
  InvalidGrantError,
  InvalidTargetError,
  InvalidTokenError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type {
  AuthorizationParams,
  OAuthServerProvider,
} from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { registeredClients } from './clients-store.ts';
import { CONSENT_HEADERS, consentCookie, consentPage } from './consent-page.ts';
import { digestOf, newSecret } from './digest.ts';
import { finishPike13SignIn, type Pike13App, type Pike13Grant, pike13SignInUrl } from './pike13-sign-in.ts';
import type { IssuedCode, PendingSignIn, TokenRecord } from './records.ts';
import type { RemoteStore } from './store.ts';

/** How long each credential lives. */
export interface Lifetimes {
  /** Access tokens (default 1 hour). */
  accessMs: number;
  /** Refresh tokens, each used once (default 30 days). */
  refreshMs: number;
  /** Authorization codes and sign-ins in progress (default 10 minutes). */
  codeMs: number;
}

/** An hour, 30 days, 10 minutes. */
export const DEFAULT_LIFETIMES: Lifetimes = {
  accessMs: 3_600_000,
  refreshMs: 30 * 86_400_000,
  codeMs: 600_000,
};

/** What the authorization server needs. */
export interface AuthorizationServerOptions {
  /** Where clients, codes, tokens and Pike13 grants are kept. */
  store: RemoteStore;
  /** The integrator's Pike13 application that signs users in. */
  pike13: Pike13App;
  /** The MCP endpoint: every token's audience. */
  resource: URL;
  /** This server's address for Pike13's callback. */
  callbackUrl: string;
  /** How long credentials live (default `DEFAULT_LIFETIMES`). */
  lifetimes?: Lifetimes;
  /** Epoch milliseconds (tests move it). */
  now?: () => number;
}

/**
 * The OAuth authorization server of the MCP clients. Authorizing sends the user through Pike13's own sign-in;
 * the Pike13 token stays in the store (space `pike13`) and the clients get this server's tokens only, bound
 * to `resource`. Tokens and codes are stored under their digest.
 */
export class RemoteAuthorizationServer implements OAuthServerProvider {
  /** Registered clients (dynamic client registration). */
  readonly clientsStore;
  readonly #options: AuthorizationServerOptions;
  readonly #lifetimes: Lifetimes;
  readonly #now: () => number;

  constructor(options: AuthorizationServerOptions) {
    this.#options = options;
    this.clientsStore = registeredClients(options.store);
    this.#lifetimes = options.lifetimes ?? DEFAULT_LIFETIMES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Records the request and asks the user, on this server's page, whether the client may act as them: Pike13
   * may sign a returning user in without a word, so without this page any registered client could.
   */
  async authorize(
    client: OAuthClientInformationFull,
    params: AuthorizationParams,
    res: ServerResponse,
  ): Promise<void> {
    const request = newSecret('');
    const csrf = newSecret('');
    const pending: PendingSignIn = {
      stage: 'consent',
      csrf: digestOf(csrf),
      clientId: client.client_id,
      redirectUri: params.redirectUri,
      codeChallenge: params.codeChallenge,
      scopes: params.scopes ?? [],
      resource: this.#audience(params.resource),
      ...(params.state === undefined ? {} : { state: params.state }),
    };
    await this.#options.store.put('pending', digestOf(request), pending, this.#lifetimes.codeMs);
    const secure = this.#options.resource.protocol === 'https:';
    const page = consentPage({
      clientName: client.client_name ?? client.client_id,
      redirectUri: params.redirectUri,
      request,
    });
    res.writeHead(200, { ...CONSENT_HEADERS, 'set-cookie': consentCookie(csrf, secure) }).end(page);
  }

  /**
   * The user's answer on the consent page: on to Pike13's sign-in, or back to the client with `access_denied`.
   * `undefined` when the request is unknown, used, or answered from another browser.
   */
  async consent(form: URLSearchParams, cookie: string | undefined): Promise<string | undefined> {
    const request = form.get('request');
    const pending = request
      ? ((await this.#options.store.take('pending', digestOf(request))) as PendingSignIn | undefined)
      : undefined;
    if (pending?.stage !== 'consent' || !cookie || digestOf(cookie) !== pending.csrf) return undefined;
    if (form.get('decision') !== 'allow') return clientRedirect(pending, { error: 'access_denied' });
    const state = newSecret('');
    const { csrf: _, ...rest } = pending;
    await this.#options.store.put(
      'pending',
      digestOf(state),
      { ...rest, stage: 'pike13' },
      this.#lifetimes.codeMs,
    );
    return pike13SignInUrl(this.#options.pike13, this.#options.callbackUrl, state);
  }

  /**
   * Pike13's callback: keeps the Pike13 token, then answers the MCP client's redirect address with a code.
   * `undefined` when `state` names no sign-in in progress (nowhere safe to redirect).
   */
  async finishSignIn(query: URLSearchParams): Promise<string | undefined> {
    const state = query.get('state');
    const pending = state
      ? ((await this.#options.store.take('pending', digestOf(state))) as PendingSignIn | undefined)
      : undefined;
    if (pending?.stage !== 'pike13') return undefined;
    const code = query.get('code');
    if (!code) return clientRedirect(pending, { error: 'access_denied' });
    const grant = await finishPike13SignIn(this.#options.pike13, this.#options.callbackUrl, code);
    const grantId = newSecret('grant_');
    await this.#options.store.put('pike13', grantId, grant, this.#lifetimes.refreshMs);
    const ours = newSecret('mcp_code_');
    const issued: IssuedCode = { ...pending, grantId };
    await this.#options.store.put('codes', digestOf(ours), issued, this.#lifetimes.codeMs);
    return clientRedirect(pending, { code: ours });
  }

  /** The PKCE challenge of a code not yet used. */
  async challengeForAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<string> {
    const issued = (await this.#options.store.get('codes', digestOf(code))) as CodeRecord | undefined;
    if (!issued || issued.clientId !== client.client_id) throw usedCode();
    if ('used' in issued) throw await this.#revoke(issued.grantId);
    return issued.codeChallenge;
  }

  /** Swaps a code, once, for an access token and a refresh token bound to the same audience. */
  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    _verifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    const key = digestOf(code);
    const issued = (await this.#options.store.take('codes', key)) as CodeRecord | undefined;
    if (!issued || issued.clientId !== client.client_id) throw usedCode();
    if ('used' in issued) throw await this.#revoke(issued.grantId);
    const used: UsedCode = { used: true, clientId: issued.clientId, grantId: issued.grantId };
    await this.#options.store.put('codes', key, used, this.#lifetimes.codeMs);
    if (redirectUri !== undefined && redirectUri !== issued.redirectUri) {
      throw new InvalidGrantError('redirect_uri does not match the authorization request');
    }
    this.#checkAudience(resource, issued.resource);
    return this.#issue({
      clientId: issued.clientId,
      grantId: issued.grantId,
      scopes: issued.scopes,
      resource: issued.resource,
    });
  }

  /** Swaps a refresh token, once, for a new pair: a refresh token used twice is refused. */
  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
    _scopes?: string[],
    resource?: URL,
  ): Promise<OAuthTokens> {
    const record = (await this.#options.store.take('refresh', digestOf(refreshToken))) as
      | TokenRecord
      | undefined;
    if (!record || record.clientId !== client.client_id) {
      throw new InvalidGrantError('the refresh token is invalid, used or expired');
    }
    this.#checkAudience(resource, record.resource);
    // The Pike13 sign-in lives as long as its newest refresh token.
    const grant = await this.grant(record.grantId);
    if (!grant) throw new InvalidGrantError('the Pike13 sign-in has ended: sign in again');
    await this.#options.store.put('pike13', record.grantId, grant, this.#lifetimes.refreshMs);
    return this.#issue(record);
  }

  /** The token's client, audience and expiry; an unknown or expired token is refused. */
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const record = (await this.#options.store.get('access', digestOf(token))) as TokenRecord | undefined;
    if (!record?.expiresAt) throw new InvalidTokenError('the access token is invalid');
    if (record.expiresAt <= this.#now()) throw new InvalidTokenError('the access token has expired');
    if (!(await this.grant(record.grantId)))
      throw new InvalidTokenError('the sign-in has ended: sign in again');
    return {
      token,
      clientId: record.clientId,
      scopes: record.scopes,
      expiresAt: Math.floor(record.expiresAt / 1000),
      resource: new URL(record.resource),
      extra: { grantId: record.grantId },
    };
  }

  /** Forgets an access or refresh token (RFC 7009). */
  async revokeToken(_client: OAuthClientInformationFull, request: { token: string }): Promise<void> {
    const key = digestOf(request.token);
    await Promise.all([
      this.#options.store.delete('access', key),
      this.#options.store.delete('refresh', key),
    ]);
  }

  /** The Pike13 sign-in behind a verified token. */
  async grant(grantId: string): Promise<Pike13Grant | undefined> {
    return (await this.#options.store.get('pike13', grantId)) as Pike13Grant | undefined;
  }

  /** A code used twice may have been stolen: every token of its sign-in stops working (RFC 6749 §4.1.2). */
  async #revoke(grantId: string): Promise<InvalidGrantError> {
    await this.#options.store.delete('pike13', grantId);
    return usedCode();
  }

  async #issue(base: TokenRecord): Promise<OAuthTokens> {
    const { clientId, grantId, scopes, resource } = base;
    const access = newSecret('mcp_at_');
    const refresh = newSecret('mcp_rt_');
    const expiresAt = this.#now() + this.#lifetimes.accessMs;
    const { store } = this.#options;
    await store.put(
      'access',
      digestOf(access),
      { clientId, grantId, scopes, resource, expiresAt },
      this.#lifetimes.accessMs + EXPIRED_NOTICE_MS,
    );
    await store.put(
      'refresh',
      digestOf(refresh),
      { clientId, grantId, scopes, resource },
      this.#lifetimes.refreshMs,
    );
    const scope = scopes.length ? { scope: scopes.join(' ') } : {};
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: this.#lifetimes.accessMs / 1000,
      refresh_token: refresh,
      ...scope,
    };
  }

  /** RFC 8707: a client may ask for this server's MCP endpoint only; one that names none gets it too. */
  #audience(requested: URL | undefined): string {
    const ours = this.#options.resource.href;
    if (requested && requested.href !== ours) throw new InvalidTargetError(`resource must be ${ours}`);
    return ours;
  }

  #checkAudience(requested: URL | undefined, issuedFor: string): void {
    if (requested && requested.href !== issuedFor)
      throw new InvalidTargetError(`resource must be ${issuedFor}`);
  }
}

/** An expired access token is kept this long past its end, so its refusal can say "expired". */
const EXPIRED_NOTICE_MS = 10 * 60_000;

/** What a code leaves behind once exchanged, until it would have expired: a second use revokes its sign-in. */
interface UsedCode {
  used: true;
  clientId: string;
  grantId: string;
}

type CodeRecord = IssuedCode | UsedCode;

/** The client's redirect address with `params` and the client's own `state`. */
function clientRedirect(pending: PendingSignIn, params: Record<string, string>): string {
  const back = new URL(pending.redirectUri);
  for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value);
  if (pending.state !== undefined) back.searchParams.set('state', pending.state);
  return back.href;
}

function usedCode(): InvalidGrantError {
  return new InvalidGrantError('the authorization code is invalid, used or expired');
}
