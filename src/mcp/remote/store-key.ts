import { InputError } from '../../core/errors.ts';

/** The variable the integrator sets to the store's key: 32 random bytes in base64. */
export const STORE_KEY_VARIABLE = 'PIKE13_MCP_STORE_KEY';

/** 32 bytes in base64 or base64url, padded or not: 43 characters, then `=` if padded. */
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;

/** How to make a key, in every message that asks for one. */
export const MAKE_A_KEY = 'make one with: openssl rand -base64 32';

/** The AES-256 key that `text` (base64 of 32 bytes) holds; anything else is refused without quoting it. */
export async function importStoreKey(text: string): Promise<CryptoKey> {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!KEY_TEXT.test(trimmed)) {
    throw new InputError(`${STORE_KEY_VARIABLE}: 32 bytes in base64 (44 characters); ${MAKE_A_KEY}`, 'key');
  }
  const binary = atob(trimmed.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}
