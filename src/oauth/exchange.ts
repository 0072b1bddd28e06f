import * as oauth from 'oauth4webapi';
import { type FailureContext, failure } from './failure.ts';
import { oauthOrigin, requireAbsoluteUrl, requireText } from './input.ts';
import { transport } from './transport.ts';

/** Options of `exchangeCode()`. */
export interface ExchangeCodeOptions {
  /** The application's client id. */
  clientId: string;
  /** The application's client secret; sent in the form body, never shown in errors. */
  clientSecret: string;
  /** The same `redirectUri` the authorization URL was built with. */
  redirectUri: string;
  /** The `code` query parameter the callback received. */
  code: string;
  /** The business subdomain the authorization URL used, if any: the token then works only there. */
  subdomain?: string;
  /** Overrides the service origin (sandbox, proxy); plain http only on loopback. */
  baseUrl?: string;
  /** The `fetch` to use (default the global one). */
  fetch?: typeof fetch;
  /** Aborts the exchange. */
  signal?: AbortSignal;
  /** Milliseconds for the token endpoint's answer (default 30 000). */
  timeout?: number;
}

/** The token answer of the service. Access tokens do not expire and need no refresh. */
export interface OAuthToken {
  /** The access token: pass it as `accessToken` to `new Pike13()`. */
  accessToken: string;
  /** How the token is sent, lowercased (`bearer`). */
  tokenType: string;
  /** The granted scope, when the service states one. */
  scope: string | undefined;
}

const LABEL = 'POST /oauth/token';
const DEFAULT_TIMEOUT = 30_000;

/** The checked input of one exchange. */
interface Exchange {
  as: oauth.AuthorizationServer & { token_endpoint: string };
  client: oauth.Client;
  clientSecret: string;
  redirectUri: string;
  code: string;
  context: FailureContext;
}

/**
 * Exchanges the callback's `code` for an access token (`POST /oauth/token`, secret in the form).
 * @throws {@link InputError}: bad input, before anything is sent.
 * @throws {@link OAuthError}: the service refused the exchange (`invalid_grant`, `invalid_client`, …).
 * @throws {@link ServerError}: a 5xx answer; other error statuses throw their `ApiError` subclass.
 * @throws {@link ResponseValidationError}: a token answer without `access_token`.
 * @throws {@link ConnectionError}, {@link TimeoutError} or {@link AbortError}: no answer.
 */
export async function exchangeCode(options: ExchangeCodeOptions): Promise<OAuthToken> {
  const exchange = checkInput(options);
  const response = await send(exchange, options);
  return readToken(exchange, response);
}

function checkInput(options: ExchangeCodeOptions): Exchange {
  const clientId = requireText(options.clientId, 'clientId');
  const clientSecret = requireText(options.clientSecret, 'clientSecret');
  const redirectUri = requireAbsoluteUrl(options.redirectUri, 'redirectUri');
  const code = requireText(options.code, 'code');
  const as = authorizationServer(oauthOrigin(options.subdomain, options.baseUrl));
  const request = { method: 'POST', url: as.token_endpoint };
  const context = { label: LABEL, request, secrets: [clientSecret, code], signal: options.signal };
  return { as, client: { client_id: clientId }, clientSecret, redirectUri, code, context };
}

async function send(exchange: Exchange, options: ExchangeCodeOptions): Promise<Response> {
  const { as, client, context } = exchange;
  try {
    const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: exchange.code }));
    return await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(exchange.clientSecret),
      callback,
      exchange.redirectUri,
      oauth.nopkce,
      {
        [oauth.customFetch]: transport(options.fetch ?? fetch, options.timeout ?? DEFAULT_TIMEOUT, context),
        // http is only ever a loopback baseUrl here: oauthOrigin refuses it anywhere else.
        [oauth.allowInsecureRequests]: as.issuer.startsWith('http:'),
        signal: context.signal,
      },
    );
  } catch (error) {
    throw await failure(error, context);
  }
}

/** The service publishes no authorization server metadata: it is built from the origin. */
function authorizationServer(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
  } satisfies oauth.AuthorizationServer;
}

async function readToken({ as, client, context }: Exchange, response: Response): Promise<OAuthToken> {
  const body = response.status === 200 ? await jsonOf(response) : undefined;
  const answer = lacksTokenType(body) ? Response.json({ ...body, token_type: 'bearer' }) : response;
  const copy = answer.clone();
  try {
    const token = await oauth.processAuthorizationCodeResponse(as, client, answer);
    return { accessToken: token.access_token, tokenType: token.token_type, scope: token.scope };
  } catch (error) {
    const secrets = [...context.secrets, ...accessTokenOf(body)];
    throw await failure(error, { ...context, secrets, answer: copy });
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  return response
    .clone()
    .json()
    .catch(() => undefined);
}

/**
 * The spec promises only `access_token` in the token answer, but oauth4webapi requires `token_type`:
 * an answer without one is given `bearer`, the scheme the spec uses for tokens.
 */
function lacksTokenType(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !('token_type' in body);
}

function accessTokenOf(body: unknown): string[] {
  const token = (body as { access_token?: unknown } | undefined)?.access_token;
  return typeof token === 'string' ? [token] : [];
}
