import { checkInput } from '../core/check-input.ts';
import type { Secret } from '../core/redact.ts';
import { Card, digitsOf, EXPIRY } from '../schemas/card-input.ts';

/** The gateway form field each card detail is posted as. */
export const CARD_FIELDS = {
  cc_number: 'billing-cc-number',
  cc_exp: 'billing-cc-exp',
  cvv: 'billing-cvv',
  first_name: 'billing-first-name',
  last_name: 'billing-last-name',
  address1: 'billing-address1',
  address2: 'billing-address2',
  city: 'billing-city',
  state: 'billing-state',
  postal: 'billing-postal',
  country: 'billing-country',
  phone: 'billing-phone',
  email: 'billing-email',
} as const;

/** The form field name of each card detail the gateway takes. */
export type CardFields = typeof CARD_FIELDS;

/** Anything shaped like a card number: 12 to 19 digits, single spaces or dashes between them. */
const CARD_NUMBER_LIKE = /(?<!\d)\d(?:[ -]?\d){11,18}(?!\d)/g;

/** Checks a card and turns it into the gateway's `billing-*` form; refuses bad input with an `InputError`. */
export function cardForm(card: Card): URLSearchParams {
  const checked = checkInput(Card, card, 'vaultCard');
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(checked) as [keyof CardFields, string | undefined][]) {
    if (value !== undefined) form.set(CARD_FIELDS[name], name === 'cc_number' ? digitsOf(value) : value);
  }
  return form;
}

/**
 * What a vaulting error must never show: any card-number-like run of digits (the service may echo the
 * number in another format), and the expiry and CVV of the card, when known.
 */
export function cardSecrets(card?: Card): Secret[] {
  const expiry = card?.cc_exp;
  const slashed = expiry && EXPIRY.test(expiry) ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : undefined;
  return [CARD_NUMBER_LIKE, expiry, slashed, card?.cvv];
}
