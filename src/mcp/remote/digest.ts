import { createHash, randomBytes } from 'node:crypto';

/** The key a token or code is stored under: its SHA-256 in hex, so a store's dump holds no usable token. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new unguessable token: 32 random bytes, base64url, after a prefix that says what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
