/** A new secret: `prefix` and 128 random bits in hex, from the platform's CSPRNG. */
export function randomSecret(prefix: string): string {
  const values = crypto.getRandomValues(new Uint8Array(16));
  return prefix + Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
