import { type ErrorContext, Pike13Error } from '../core/errors.ts';

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
