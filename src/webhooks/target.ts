import { InputError } from '../core/errors.ts';
import { isSecureOrLoopback } from '../core/hosts.ts';

/** The query parameter of a target URL that carries the receiver's secret. */
export const WEBHOOK_SECRET_PARAM = 'webhook_secret';

const MIN_SECRET_LENGTH = 16;

/** True when `value` is an absolute `https:` URL (the only scheme the service delivers to). */
export function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

/** True for an https URL, or an http one on a loopback address (a receiver beside a local sandbox). */
export function isHttpsOrLoopbackUrl(value: string): boolean {
  return URL.canParse(value) && isSecureOrLoopback(new URL(value));
}

/** Refuses a secret too short (blanks around it not counted) to resist guessing; the message never quotes it. */
export function requireSecret(secret: unknown, param: string): string {
  if (typeof secret !== 'string' || secret.trim().length < MIN_SECRET_LENGTH) {
    throw new InputError(
      `${param} must be a string of at least ${MIN_SECRET_LENGTH} characters, blanks around it not counted`,
      param,
    );
  }
  return secret;
}

/**
 * The target to subscribe with: `url` with `secret` added as the `webhook_secret` query parameter. The
 * service delivers to https only; an http receiver on loopback is for a local sandbox
 * (`pike13 sandbox --allow-http-webhooks`), and `webhooks.create` refuses it anywhere else.
 */
export function webhookTarget(url: string, secret: string): string {
  if (!isHttpsOrLoopbackUrl(url)) {
    throw new InputError(
      'url must be an absolute https URL (or http on loopback, for a local sandbox)',
      'url',
    );
  }
  const target = new URL(url);
  target.searchParams.set(WEBHOOK_SECRET_PARAM, requireSecret(secret, 'secret'));
  return target.toString();
}

/** A new random secret for `webhookTarget`: 32 bytes of Web Crypto randomness, as hex. */
export function createWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The secret a target URL carries, if any. */
export function secretOf(target: string | undefined): string | undefined {
  if (target === undefined || !URL.canParse(target)) return undefined;
  return new URL(target).searchParams.get(WEBHOOK_SECRET_PARAM) ?? undefined;
}
