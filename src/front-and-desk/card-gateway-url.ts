import { isSecureOrLoopback } from '../core/hosts.ts';
import { CardVaultingError } from './card-vaulting-error.ts';

/** Names the gateway URL goes by in a vaulting start answer (the spec does not name the field). */
const GATEWAY_URL_KEYS = [
  'form_url',
  'form-url',
  'formUrl',
  'gateway_url',
  'gatewayUrl',
  'post_url',
  'vault_url',
  'url',
  'action',
] as const;

type Fields = Record<string, unknown>;

/** Finds the gateway URL in the answer of step 1: on the returned object, or beside it. */
export function gatewayUrlOf(answer: Fields): string {
  for (const record of [answer, ...Object.values(answer).map(nestedRecord)]) {
    const url = GATEWAY_URL_KEYS.map((key) => record?.[key]).find(
      (value) => typeof value === 'string' && value,
    );
    if (typeof url === 'string') return checkGatewayUrl(url);
  }
  throw new CardVaultingError(
    `card vaulting step 1: the answer has no gateway URL (looked for ${GATEWAY_URL_KEYS.join(', ')}); keys received: ${keysOf(answer).join(', ') || 'none'}`,
  );
}

/** Refuses a gateway URL that is not https (plain http only on loopback, for tests). */
export function checkGatewayUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed && isSecureOrLoopback(parsed)) return parsed.toString();
  throw new CardVaultingError(
    `card vaulting: refusing to send card data to ${parsed?.origin ?? 'an invalid URL'}: the gateway URL must use https`,
  );
}

function nestedRecord(value: unknown): Fields | undefined {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'object' && item !== null ? (item as Fields) : undefined;
}

function keysOf(answer: Fields): string[] {
  return Object.entries(answer).flatMap(([key, value]) => {
    const nested = nestedRecord(value);
    const where = Array.isArray(value) ? `${key}[0]` : key;
    return nested ? [key, ...Object.keys(nested).map((inner) => `${where}.${inner}`)] : [key];
  });
}
