/** A secret to hide: its exact text, or a pattern for the forms it may take (a card number with spaces). */
export type Secret = string | RegExp | undefined;

/** Query and form params whose values are secrets wherever they appear: URLs, bodies, messages. */
const SECRET_PARAMS = [
  'access_token',
  'client_secret',
  'token',
  'webhook_secret',
  'password',
  'billing-cc-number',
  'billing-cc-exp',
  'billing-cvv',
];
/**
 * A secret param's value: its name in any case, any character of it percent-encoded (`webhook%5Fsecret`),
 * then `=` or `%3D`; at the start, after a separator, or after an encoded `&` or `?` (a URL inside a query).
 */
const SECRET_PARAM_VALUE = new RegExp(
  `((?:(?<![\\w-])|(?<=%26|%3f))(?:${SECRET_PARAMS.map(anyEncoding).join('|')})(?:=|%3d))[^&#\\s"'<>]*`,
  'gi',
);
const REDACTED = '[redacted]';
/** Secrets shorter than this are replaced only where they stand alone (a CVV inside an id stays). */
const SHORT_SECRET = 6;
const MAX_DEPTH = 8;

/** Removes secrets carried in a URL's query (`access_token=…`, however encoded) so the URL can be shown. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM_VALUE, `$1${REDACTED}`);
}

/** The credential of a call's own `Authorization` header (what follows its scheme), hidden like a token. */
export function credentialOf(headers: Headers): string | undefined {
  const value = headers.get('authorization');
  if (!value) return undefined;
  const space = value.indexOf(' ');
  return (space < 0 ? value : value.slice(space + 1)).trim() || undefined;
}

/** Replaces each secret in `text`, and the value of every secret param (`access_token=…`), by `[redacted]`. */
export function redactSecrets(text: string, secrets: readonly Secret[]): string {
  let result = redactUrl(text);
  for (const secret of secrets) {
    if (secret instanceof RegExp) result = result.replace(globalOf(secret), REDACTED);
    else if (secret && secret.length >= SHORT_SECRET) result = result.split(secret).join(REDACTED);
    else if (secret) result = result.replace(standalone(secret), REDACTED);
  }
  return result;
}

/** The same value with every string inside it redacted (objects and arrays copied, not changed). */
export function redactValue(value: unknown, secrets: readonly Secret[], depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value, secrets);
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactValue(item, secrets, depth + 1)]),
  );
}

/**
 * A copy of an error that keeps only its name, message (secrets removed), `code` and the same of its
 * causes: the original may hold the request, a URL or the body in properties of its own.
 */
export function safeCause(error: unknown, secrets: readonly Secret[], depth = 0): Error | undefined {
  if (error === undefined || error === null || depth >= 4) return undefined;
  const source = errorLike(error) ? error : undefined;
  const copy = new Error(redactSecrets(source?.message ?? String(error), secrets));
  copy.name = typeof source?.name === 'string' ? redactSecrets(source.name, secrets) : 'Error';
  copy.stack = `${copy.name}: ${copy.message}`;
  const code = (source as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') Object.assign(copy, { code });
  const cause = safeCause(source?.cause, secrets, depth + 1);
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

/**
 * An error from any realm: `instanceof Error` misses one made in another (a `vm` context, a test runner's
 * sandbox, an iframe), whose code and cause chain would then be lost.
 */
function errorLike(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * Removes `secrets` from every part of an error the SDK throws: message, stack, url, `messages`, `body`
 * and `cause` (replaced by a safe copy). Returns the same error.
 */
export function redactError<E>(error: E, secrets: readonly Secret[]): E {
  if (!errorLike(error)) return error;
  const record = error as unknown as Record<string, unknown>;
  const scrub = (text: string) => redactSecrets(text, secrets);
  error.message = scrub(error.message);
  const name = typeof error.name === 'string' ? scrub(error.name) : error.name;
  if (name !== error.name) error.name = name;
  if (error.stack) error.stack = scrub(error.stack);
  if (typeof record.url === 'string') record.url = scrub(redactUrl(record.url));
  if (Array.isArray(record.messages)) record.messages = record.messages.map((m) => redactValue(m, secrets));
  if ('body' in record) record.body = redactValue(record.body, secrets);
  if (error.cause !== undefined) error.cause = safeCause(error.cause, secrets);
  return error;
}

function standalone(secret: string): RegExp {
  return new RegExp(`(?<![\\w])${escapeRegExp(secret)}(?![\\w])`, 'g');
}

function globalOf(pattern: RegExp): RegExp {
  return pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
}

/** A pattern of `name` with any of its characters percent-encoded (`%5F` for `_`); the regex ignores case. */
function anyEncoding(name: string): string {
  const encoded = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return [...name].map((char) => `(?:${escapeRegExp(char)}|${encoded(char)})`).join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
