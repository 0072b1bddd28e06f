/** Input a sandbox control refuses (a fault without a path, an unknown topic): 400 over HTTP. */
export class ControlInputError extends Error {
  override readonly name = 'ControlInputError';
}

/** Throws a `ControlInputError` with `message` unless `ok`. */
export function check(ok: boolean, message: string): asserts ok {
  if (!ok) throw new ControlInputError(message);
}

/** True for a plain object (`{}`), the only shape a control's body or options take. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws when `value` has a key not in `known`, naming it. */
export function onlyKnown(value: Record<string, unknown>, known: readonly string[], what: string): void {
  for (const key of Object.keys(value)) {
    check(known.includes(key), `${what}: unknown option ${JSON.stringify(key)} (known: ${known.join(', ')})`);
  }
}
