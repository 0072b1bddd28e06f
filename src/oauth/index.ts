/**
 * `pike13/oauth`: the OAuth 2 authorization code flow and implicit grant of the service. A separate entry point that
 * does not load the API client, so a login route bundles only what it needs.
 */
export {
  AbortError,
  ConnectionError,
  InputError,
  isPike13Error,
  Pike13Error,
  RedirectError,
  ResponseTooLargeError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
} from '../core/errors.ts';
export { type AuthorizationUrlOptions, authorizationUrl, type ResponseType } from './authorize.ts';
export { OAuthError, OAuthRedirectError } from './errors.ts';
export { type ExchangeCodeOptions, exchangeCode, type OAuthToken } from './exchange.ts';
export { type TokenFromFragmentOptions, tokenFromFragment } from './fragment.ts';
