import { UsageError } from './usage-error.ts';

/** A whole-number flag (`--port 8413`), or a `UsageError` quoting what was given. */
export function wholeNumber(text: string, flag: string): number {
  if (!/^\d+$/.test(text))
    throw new UsageError(`${flag} must be a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
}
