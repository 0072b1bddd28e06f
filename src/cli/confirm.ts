import { createInterface } from 'node:readline';
import type { CatalogEntry } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { UsageError } from './usage-error.ts';

/** What a destructive command line does, for its question and its report: `DELETE /api/v2/desk/people/48`. */
export function callOf(entry: CatalogEntry, input: EntryInput): string {
  const path = entry.endpoint.path.replace(/:(\w+)/g, (whole, name: string) =>
    input.path?.[name] === undefined ? whole : encodeURIComponent(String(input.path[name])),
  );
  return `${entry.endpoint.method} ${path}`;
}

/** Where a question is asked and answered: the process's stdin and stderr, or a test's. */
export interface Terminal {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

/**
 * Asks before a call that cannot be undone, on a terminal (`y` or `yes` goes ahead; anything else, or the
 * end of input, sends nothing); `--yes` skips the question. Without a terminal nobody can answer: refused,
 * naming `--yes`, so that a script never hangs on a question or deletes by accident.
 */
export async function confirmDestructive(
  command: string,
  call: string,
  yes: boolean,
  terminal: Terminal = { input: process.stdin, output: process.stderr },
): Promise<void> {
  if (yes) return;
  if (terminal.input.isTTY !== true)
    throw new UsageError(
      `${command} cannot be undone: add --yes to run it without a terminal (nothing was sent)`,
    );
  const answer = await answerOf(`${call} cannot be undone. Go ahead? [y/N] `, terminal);
  if (!/^\s*y(es)?\s*$/i.test(answer ?? '')) throw new Error('not confirmed: nothing was sent');
}

/** The first line typed after the question, or `undefined` at the end of input. */
function answerOf(question: string, { input, output }: Terminal): Promise<string | undefined> {
  output.write(question);
  const lines = createInterface({ input, terminal: false });
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      resolve(line);
      lines.close();
    });
    lines.once('close', () => resolve(undefined));
  });
}
