import { type ErrorContext, Pike13Error, RedirectError } from '../core/errors.ts';

/**
 * The service refused a sign-in: the token endpoint's OAuth error answer (`invalid_grant`, `invalid_client`,
 * …), or the implicit grant's redirect with `#error=…` (`access_denied`, …) or another `state`
 * (`state_mismatch`).
 */
export class OAuthError extends Pike13Error {
  static override readonly kind: string = 'OAuthError';
  /** The OAuth error code the service gave (`invalid_grant`, `access_denied`, …), or `state_mismatch`. */
  readonly error: string;
  /** The service's human-readable explanation, when it gave one (secrets removed). */
  readonly description: string | undefined;

  constructor(message: string, error: string, description: string | undefined, context: ErrorContext) {
    super(message, context);
    this.error = error;
    this.description = description;
  }
}

/**
 * The token endpoint answered with a redirect (a 3xx, or a browser's opaque redirect). It is never followed:
 * posting the code and the client secret again to wherever it points would hand them over.
 */
export class OAuthRedirectError extends RedirectError {
  static override readonly kind: string = 'OAuthRedirectError';
  /** The origin the redirect points to (`https://host`), never its path or query; `undefined` when hidden. */
  readonly location: string | undefined;

  constructor(message: string, location: string | undefined, context: ErrorContext) {
    super(message, context);
    this.location = location;
  }
}
