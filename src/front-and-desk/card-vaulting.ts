import { ApiError, InputError, RateLimitError } from '../core/errors.ts';
import { collectMessages } from '../core/messages.ts';
import type { RequestOptions } from '../core/options.ts';
import { redactError, redactValue } from '../core/redact.ts';
import type { EndpointTable } from '../core/resource.ts';
import type { Card } from '../schemas/card-input.ts';
import type { PaymentConfiguration } from '../schemas/payment-configuration.ts';
import { CARD_FIELDS, type CardFields, cardForm, cardSecrets } from './card.ts';
import { postCardForm } from './card-gateway.ts';
import { gatewayUrlOf } from './card-gateway-url.ts';
import { CardVaultingError } from './card-vaulting-error.ts';
import { formOfPaymentEndpoints } from './forms-of-payment-endpoints.ts';
import { paymentEndpoints } from './payments.ts';
import { SidedResource } from './side.ts';

/** How long a vaulting started in step 1 stays valid. */
const VAULTING_WINDOW_MS = 10 * 60_000;

const CVV_KEYS = ['cvv', 'billing-cvv'];
const EXPIRY_ANSWER =
  /\b(?:session|token|form|request|link|url|window|vault\w*)\b[^.;]*\bexpired?\b|\bexpired\b[^.;]*\b(?:session|token|form|request|link|url)\b/i;

/** What a page needs to post the card form itself: the gateway URL, the field names, the deadline. */
export interface CardVaultingStart {
  /** Where the `billing-*` form is posted (step 2). */
  url: string;
  /** The form field name of each card detail. */
  fields: CardFields;
  /** End of the 10-minute window; after it, start again. */
  expiresAt: Date;
}

/** Options of `vaultCard`. */
export interface VaultCardOptions extends RequestOptions {
  /** Whether the business requires the CVV; read from the payment configuration when not given. */
  cvvRequired?: boolean;
}

interface Attempt {
  personId: number;
  form: URLSearchParams;
  options: RequestOptions;
}

/** The spec's three vaulting steps: start at the service, post to the gateway, confirm at the service. */
export class CardVaulting extends SidedResource {
  protected readonly endpointTable: EndpointTable = { request: formOfPaymentEndpoints[this.side].create };

  /** Checks the card, then vaults it; starts again once when the 10-minute window is missed. */
  async vault(personId: number, card: Card, vaultOptions: VaultCardOptions = {}): Promise<void> {
    const form = cardForm(card);
    // `cvvRequired` is this method's own; the requests it sends take the rest.
    const { cvvRequired, ...options } = vaultOptions ?? {};
    try {
      if (!form.has(CARD_FIELDS.cvv) && (cvvRequired ?? (await this.cvvRequired(options)))) {
        throw new InputError('vaultCard: cvv is required by the payment configuration', 'cvv');
      }
      await this.run({ personId, form, options }, 1);
    } catch (error) {
      throw redactError(error, cardSecrets(card));
    }
  }

  /** Step 1 as the service answers it: a form of payment and, in or beside it, the gateway URL. */
  request(personId: number, options?: RequestOptions) {
    const input = { path: { person_id: personId }, body: { type: 'creditcard' as const } };
    return this.core.call(formOfPaymentEndpoints[this.side].create, input, options);
  }

  /** Step 1: asks the service for a gateway URL, valid for 10 minutes. */
  async start(personId: number, options?: RequestOptions): Promise<CardVaultingStart> {
    const expiresAt = new Date(Date.now() + VAULTING_WINDOW_MS);
    const answer = await this.request(personId, options);
    return { url: gatewayUrlOf(answer), fields: CARD_FIELDS, expiresAt };
  }

  /** Step 3: GETs the address the gateway redirected to; a refusal becomes a `CardVaultingError`. */
  async complete(url: string, options?: RequestOptions): Promise<void> {
    const secrets = cardSecrets();
    const body = await this.core.followLink(url, options, secrets).then(undefined, (error) => {
      throw redactError(refusal(error), secrets);
    });
    checkConfirmation(redactValue(body, secrets), url);
  }

  private async run(attempt: Attempt, restarts: number): Promise<void> {
    const started = await this.start(attempt.personId, attempt.options);
    if (Date.now() >= started.expiresAt.getTime()) return this.restart(attempt, restarts, windowPassed());
    const location = await postCardForm(this.core, started.url, attempt.form, attempt.options);
    await this.complete(location, attempt.options).catch((error: unknown) => {
      if (!isExpiryAnswer(error)) throw error;
      return this.restart(attempt, restarts, error);
    });
  }

  private restart(attempt: Attempt, restarts: number, error: unknown): Promise<void> {
    if (restarts === 0) throw error;
    return this.run(attempt, restarts - 1);
  }

  private async cvvRequired(options: RequestOptions): Promise<boolean> {
    const configuration = await this.core.call(paymentEndpoints[this.side].configuration, {}, options);
    return requiresCvv(configuration);
  }
}

function requiresCvv(configuration: PaymentConfiguration): boolean {
  const required = configuration.creditcard?.required_fields ?? {};
  return CVV_KEYS.some((key) => required[key] === true);
}

function windowPassed(): CardVaultingError {
  return new CardVaultingError('card vaulting: the 10-minute window passed before the card could be sent');
}

/** A 4xx of step 3 is the service refusing the card; 401 and 429 keep their own meaning. */
function refusal(error: unknown): unknown {
  if (!ApiError.is(error) || RateLimitError.is(error)) return error;
  const status = error.status ?? 0;
  if (status < 400 || status >= 500 || status === 401) return error;
  const detail = error.messages.join('; ') || `status ${status}`;
  const context = { method: 'GET', url: error.url, status, cause: error };
  return new CardVaultingError(`card vaulting: the card was not vaulted: ${detail}`, error.messages, context);
}

function checkConfirmation(body: unknown, url: string): void {
  const messages = collectMessages(body);
  if (messages.length === 0) return;
  const detail = messages.join('; ');
  throw new CardVaultingError(`card vaulting: the card was not vaulted: ${detail}`, messages, {
    method: 'GET',
    url,
  });
}

function isExpiryAnswer(error: unknown): boolean {
  if (!CardVaultingError.is(error)) return false;
  return error.status === 410 || error.messages.some((message) => EXPIRY_ANSWER.test(message));
}
