import { type ErrorContext, Pike13Error } from '../core/errors.ts';

/** The token endpoint refused the exchange with an OAuth error answer (`invalid_grant`, `invalid_client`, …). */
export class OAuthError extends Pike13Error {
  static override readonly kind: string = 'OAuthError';
  /** The OAuth error code the service gave (`invalid_grant`, `invalid_client`, …). */
  readonly error: string;
  /** The service's human-readable explanation, when it gave one (secrets removed). */
  readonly description: string | undefined;

  constructor(message: string, error: string, description: string | undefined, context: ErrorContext) {
    super(message, context);
    this.error = error;
    this.description = description;
  }
}
