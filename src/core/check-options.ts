import { InputError } from './errors.ts';
import { MAX_TIMER_MS } from './timer.ts';

/** The names `new Pike13()` takes: any other (a typo such as `acessToken`) is refused, never ignored. */
const CLIENT_OPTIONS = [
  'subdomain',
  'baseUrl',
  'accessToken',
  'clientId',
  'locale',
  'maxRetries',
  'maxRetryWait',
  'timeout',
  'rateLimit',
  'maxResponseBytes',
  'validate',
  'fetch',
  'logger',
  'hooks',
  'appInfo',
];

/** The names every method's last argument takes. */
export const REQUEST_OPTIONS = [
  'signal',
  'timeout',
  'maxRetries',
  'maxResponseBytes',
  'locale',
  'headers',
  'extraQuery',
  'extraBody',
];

/** The names `pike13.request()` takes: the per-call options (its `query` and `body` are sent as they are) and its own. */
export const RAW_REQUEST_OPTIONS = [
  ...REQUEST_OPTIONS.filter((name) => name !== 'extraQuery' && name !== 'extraBody'),
  'query',
  'body',
  'schema',
  'idempotent',
];

/**
 * Checks the options of a client before anything uses them: known names only, and the options other
 * modules do not check themselves (`hosts`, `locale`, `rateLimit`, `hooks`, `appInfo` and
 * `maxResponseBytes` are checked where they are read).
 */
export function checkClientOptions(options: unknown): void {
  checkNames(options, CLIENT_OPTIONS, 'the client options', '');
  const given = options as Record<string, unknown>;
  checkCommon(given, '');
  for (const name of ['accessToken', 'clientId'] as const) {
    if (given[name] !== undefined && typeof given[name] !== 'string') {
      throw new InputError(`${name} must be a string, not ${typeof given[name]}`, name);
    }
  }
  checkWhole(given.maxRetryWait, 'maxRetryWait', 0, MAX_TIMER_MS, '');
  checkKind(given.validate, 'validate', 'boolean', '');
  checkKind(given.fetch, 'fetch', 'function', '');
  checkKind(given.logger, 'logger', 'object', '');
}

/** Checks the options of one call (`label` names it): known names only, each of the right kind. */
export function checkRequestOptions(options: unknown, names: readonly string[], label: string): void {
  checkNames(options, names, 'its options', `${label}: `);
  const given = options as Record<string, unknown>;
  checkCommon(given, `${label}: `);
  const signal = given.signal as { aborted?: unknown; addEventListener?: unknown } | undefined;
  if (
    signal !== undefined &&
    (typeof signal?.aborted !== 'boolean' || typeof signal.addEventListener !== 'function')
  ) {
    throw new InputError(`${label}: signal must be an AbortSignal`, 'signal');
  }
}

/** The numbers a client and a call both take. */
function checkCommon(given: Record<string, unknown>, prefix: string): void {
  checkWhole(given.timeout, 'timeout', 1, MAX_TIMER_MS, prefix);
  checkWhole(given.maxRetries, 'maxRetries', 0, 100, prefix);
}

function checkNames(options: unknown, names: readonly string[], what: string, prefix: string): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new InputError(`${prefix}${what} must be an object, not ${shown(options)}`, 'options');
  }
  for (const name of Object.keys(options)) {
    if (!names.includes(name)) {
      throw new InputError(`${prefix}${name} is not an option (${names.join(', ')})`, name);
    }
  }
}

function checkWhole(value: unknown, name: string, min: number, max: number, prefix: string): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new InputError(
      `${prefix}${name} must be a whole number from ${min} to ${max}, not ${shown(value)}`,
      name,
    );
  }
}

function checkKind(
  value: unknown,
  name: string,
  kind: 'boolean' | 'function' | 'object',
  prefix: string,
): void {
  if (value === undefined || (typeof value === kind && value !== null)) return;
  const article = kind === 'object' ? 'an' : 'a';
  throw new InputError(`${prefix}${name} must be ${article} ${kind}, not ${shown(value)}`, name);
}

function shown(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
