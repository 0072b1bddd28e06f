import type { VaultingRow } from '../state.ts';

/**
 * The loopback gateway's test cards. Any other number that passes the Luhn check is accepted as a
 * card of unknown type; a number that fails it is refused as invalid.
 */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  american_express: '378282246310005',
  discover: '6011111111111117',
  declined: '4000000000000002',
  cvvRequired: '4000000000000101',
} as const;

const SUCCESS_TYPES: Record<string, string> = {
  [TEST_CARDS.visa]: 'visa',
  [TEST_CARDS.mastercard]: 'mastercard',
  [TEST_CARDS.american_express]: 'american_express',
  [TEST_CARDS.discover]: 'discover',
  [TEST_CARDS.cvvRequired]: 'visa',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** What the gateway makes of a posted card form (`billing-*` fields), judged at `now`. */
export function judgeCard(form: URLSearchParams, now: number): Pick<VaultingRow, 'outcome' | 'card'> {
  const number = (form.get('billing-cc-number') ?? '').replace(/[\s-]/g, '');
  const expiry = form.get('billing-cc-exp') ?? '';
  const first = form.get('billing-first-name') ?? '';
  const last = form.get('billing-last-name') ?? '';
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  const date = new Date(now);
  const expired =
    year < date.getUTCFullYear() || (year === date.getUTCFullYear() && month < date.getUTCMonth() + 1);
  if (
    !/^\d+$/.test(number) ||
    !luhn(number) ||
    !/^\d{4}$/.test(expiry) ||
    month < 1 ||
    month > 12 ||
    !first ||
    !last
  ) {
    return { outcome: 'invalid', card: null };
  }
  if (number === TEST_CARDS.declined || expired) return { outcome: 'declined', card: null };
  if (number === TEST_CARDS.cvvRequired && !form.get('billing-cvv'))
    return { outcome: 'cvv_missing', card: null };
  return {
    outcome: 'vaulted',
    card: {
      type: 'creditcard',
      first_name: first,
      last_name: last,
      card_type: SUCCESS_TYPES[number] ?? 'unknown',
      last_four: number.slice(-4),
      expire_month: month,
      expire_year: year,
    },
  };
}
