import { oauthOrigin, requireAbsoluteUrl, requireText } from './input.ts';

/** Options of `authorizationUrl()`. */
export interface AuthorizationUrlOptions {
  /** The application's client id. */
  clientId: string;
  /** The callback address registered for the application; the user comes back there with `code`. */
  redirectUri: string;
  /** A business subdomain: branded login, token limited to that business. Omit for account-wide login. */
  subdomain?: string;
  /** Opaque value echoed back on the callback, to tie it to the user's session (CSRF protection). */
  state?: string;
  /** Overrides the service origin (sandbox, proxy); plain http only on loopback. */
  baseUrl?: string;
}

/** The address to send the user to for login and consent (`/oauth/authorize`). */
export function authorizationUrl(options: AuthorizationUrlOptions): string {
  const clientId = requireText(options.clientId, 'clientId');
  const redirectUri = requireAbsoluteUrl(options.redirectUri, 'redirectUri');
  const state = options.state === undefined ? undefined : requireText(options.state, 'state');
  const url = new URL(`${oauthOrigin(options.subdomain, options.baseUrl)}/oauth/authorize`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}
