/** A short, stable fingerprint of a token (FNV-1a, 64 bits): a limiter key that does not reveal it. */
export function fingerprint(token: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < token.length; i++) {
    hash ^= BigInt(token.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
