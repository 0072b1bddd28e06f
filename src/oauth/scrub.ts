import { redactSecrets } from '../core/redact.ts';

const MAX_CAUSE_DEPTH = 4;

/**
 * A copy of an error that keeps only its name, message (secrets removed), `code` and the same of its
 * causes: the original may hold the request (and so the client secret or the code) in its properties.
 */
export function safeCause(error: unknown, secrets: readonly string[], depth = 0): Error | undefined {
  if (error === undefined || error === null || depth >= MAX_CAUSE_DEPTH) return undefined;
  const source = error instanceof Error ? error : undefined;
  const copy = new Error(redactSecrets(source?.message ?? String(error), secrets));
  copy.name = source?.name ?? 'Error';
  const code = (source as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') Object.assign(copy, { code });
  const cause = safeCause(source?.cause, secrets, depth + 1);
  if (cause !== undefined) copy.cause = cause;
  return copy;
}
