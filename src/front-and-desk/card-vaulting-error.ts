import { type ErrorContext, Pike13Error } from '../core/errors.ts';

/** Card vaulting failed: the gateway or the service refused the card (declined, expired window, bad URL). */
export class CardVaultingError extends Pike13Error {
  static override readonly kind = 'CardVaultingError';
  /** Messages the service gave, when it answered with some. */
  readonly messages: string[];

  constructor(message: string, messages: string[] = [], context: ErrorContext = {}) {
    super(message, context);
    this.messages = messages;
  }
}
