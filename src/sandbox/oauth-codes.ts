import { randomSecret } from './secrets.ts';

/** What an authorization code stands for until it is exchanged. */
export interface PendingCode {
  redirectUri: string;
  personId: number;
  issuedAt: number;
}

const CODE_LIFETIME_MS = 10 * 60_000;
/** At most this many codes wait at once; past it the oldest goes (the per-IP limit keeps it rarely hit). */
const MAX_PENDING = 1_000;

/**
 * Authorization codes waiting for `/oauth/token`: in memory only (never saved with the state), each
 * valid 10 minutes and exchanged once, at most 1,000 at a time.
 */
export class AuthorizationCodes {
  readonly #pending = new Map<string, PendingCode>();

  /** A new code for `pending`. */
  issue(pending: PendingCode): string {
    this.#dropExpired(pending.issuedAt);
    if (this.#pending.size >= MAX_PENDING) {
      const oldest = this.#pending.keys().next().value as string;
      this.#pending.delete(oldest);
    }
    const code = randomSecret('sbx_code_');
    this.#pending.set(code, pending);
    return code;
  }

  /** What `code` stands for, once: a used, expired or unknown code gives `undefined`. */
  take(code: string | undefined, now: number): PendingCode | undefined {
    if (code === undefined) return undefined;
    const pending = this.#pending.get(code);
    this.#pending.delete(code);
    return pending && now - pending.issuedAt <= CODE_LIFETIME_MS ? pending : undefined;
  }

  #dropExpired(now: number): void {
    for (const [code, pending] of this.#pending) {
      if (now - pending.issuedAt <= CODE_LIFETIME_MS) break;
      this.#pending.delete(code);
    }
  }
}
