import { sha256 } from './digest.ts';
import { WEBHOOK_SECRET_PARAM } from './target.ts';

/** Compares two digests without stopping at the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * A check of the `webhook_secret` a request URL carries against the accepted secrets. The SHA-256
 * digests are compared in constant time, so neither the content nor the length of a secret leaks.
 */
export function secretCheck(secrets: readonly string[]): (url: string) => Promise<boolean> {
  const expected = Promise.all(secrets.map(sha256));
  return async (url) => {
    const given = new URL(url).searchParams.get(WEBHOOK_SECRET_PARAM);
    if (given === null) return false;
    const actual = await sha256(given);
    let matched = false;
    for (const secret of await expected) matched = sameBytes(actual, secret) || matched;
    return matched;
  };
}
