import * as z from 'zod/mini';
import { nonBlank } from './rules.ts';

const SEPARATORS = /[\s-]/g;

/** A card expiry, `MMYY`. */
export const EXPIRY = /^(0[1-9]|1[0-2])(\d{2})$/;

const cardShape = {
  /** Card number: digits (spaces and dashes are dropped), with a valid Luhn check digit. */
  cc_number: z.string().check(z.refine(isCardNumber, 'must be 12 to 19 digits with a valid check digit')),
  /** Expiry as MMYY, not in the past. */
  cc_exp: z.string().check(z.regex(EXPIRY, 'must be MMYY'), z.refine(notExpired, 'is in the past')),
  /** Security code; required when the payment configuration says so. */
  cvv: z.optional(z.string().check(z.regex(/^\d{3,4}$/, 'must be 3 or 4 digits'))),
  first_name: nonBlank(),
  last_name: nonBlank(),
  address1: z.optional(z.string()),
  address2: z.optional(z.string()),
  city: z.optional(z.string()),
  /** State or province code. */
  state: z.optional(z.string()),
  postal: z.optional(z.string()),
  /** ISO 3166 country code. */
  country: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
};

/** A card to vault; it goes to the payment gateway only, never to the service. */
export interface Card extends z.input<z.ZodMiniObject<typeof cardShape, z.core.$strict>> {}

/** A card to vault; it goes to the payment gateway only, never to the service. */
export const Card: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof cardShape, z.core.$strict>>,
  Card
> = z.strictObject(cardShape);

/** The digits of a card number, without the spaces and dashes a person types. */
export function digitsOf(number: string): string {
  return number.replace(SEPARATORS, '');
}

function isCardNumber(number: string): boolean {
  const digits = digitsOf(number);
  return /^\d{12,19}$/.test(digits) && luhnSum(digits) % 10 === 0;
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit : ((digit * 2) % 10) + Math.floor(digit / 5);
  }
  return sum;
}

function notExpired(expiry: string): boolean {
  const [, month, year] = EXPIRY.exec(expiry) ?? [];
  const now = new Date();
  return (2000 + Number(year)) * 12 + Number(month) >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
