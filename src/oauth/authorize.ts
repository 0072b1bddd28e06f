import { InputError } from '../core/errors.ts';
import { oauthOrigin, requireAbsoluteUrl, requireText } from './input.ts';

/** `code`: the authorization code flow (a server swaps the code); `token`: the implicit grant (browser apps). */
export type ResponseType = 'code' | 'token';

const RESPONSE_TYPES: readonly string[] = ['code', 'token'] satisfies ResponseType[];

/** Options of `authorizationUrl()`. */
export interface AuthorizationUrlOptions {
  /** The application's client id. */
  clientId: string;
  /**
   * The callback address registered for the application; the user comes back there with `?code=…`, or
   * with `#access_token=…` for `responseType: 'token'`.
   */
  redirectUri: string;
  /**
   * `'code'` (default): the code flow, for apps with a server that keeps the client secret. `'token'`: the
   * implicit grant, for browser-only apps: the token comes back in the redirect's fragment (read it with
   * `tokenFromFragment()`), no secret involved.
   */
  responseType?: ResponseType;
  /** A business subdomain: branded login, token limited to that business. Omit for account-wide login. */
  subdomain?: string;
  /** Opaque value echoed back on the callback, to tie it to the user's session (CSRF protection). */
  state?: string;
  /** Overrides the service origin (sandbox, proxy); plain http only on loopback. */
  baseUrl?: string;
}

/**
 * The address to send the user to for login and consent (`/oauth/authorize`).
 * @throws {@link InputError}: a missing `clientId`, a `redirectUri` that is not absolute, an empty `state`, an
 * unknown `responseType`, a bad `subdomain` or a `baseUrl` that is not https (or http on loopback).
 */
export function authorizationUrl(options: AuthorizationUrlOptions): string {
  const clientId = requireText(options.clientId, 'clientId');
  const redirectUri = requireAbsoluteUrl(options.redirectUri, 'redirectUri');
  const responseType = responseTypeOf(options.responseType);
  const state = options.state === undefined ? undefined : requireText(options.state, 'state');
  const url = new URL(`${oauthOrigin(options.subdomain, options.baseUrl)}/oauth/authorize`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', responseType);
  url.searchParams.set('redirect_uri', redirectUri);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

function responseTypeOf(value: unknown): ResponseType {
  if (value === undefined) return 'code';
  if (typeof value === 'string' && RESPONSE_TYPES.includes(value)) return value as ResponseType;
  throw new InputError(`responseType must be one of ${RESPONSE_TYPES.join(', ')}`, 'responseType');
}
