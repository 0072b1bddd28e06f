import { createInterface } from 'node:readline';
import { fillPath } from '../core/url.ts';
import type { CatalogEntry } from '../internal/catalog.ts';
import type { EntryInput } from '../internal/registry.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/**
 * What a destructive command line does, for its question and its report: `DELETE /api/v2/desk/people/48`,
 * its path filled by the core's own rules (a bad id is refused here as the call would refuse it).
 */
export function callOf(entry: CatalogEntry, input: EntryInput): string {
  const { method, path, pathKinds } = entry.endpoint;
  return `${method} ${fillPath(path, input.path ?? {}, `${method} ${path}`, pathKinds)}`;
}

/**
 * Asks before a call that cannot be undone, on a terminal (`y` or `yes` goes ahead; anything else, or the
 * end of input, sends nothing); `--yes` skips the question. Without a terminal nobody can answer: refused,
 * naming `--yes`, so that a script never hangs on a question or deletes by accident.
 */
export async function confirmDestructive(command: string, call: string, yes: boolean): Promise<void> {
  if (yes) return;
  if (cliIo().stdin.isTTY !== true)
    throw new UsageError(
      `${command} cannot be undone: add --yes to run it without a terminal (nothing was sent)`,
    );
  const answer = await answerOf(`${call} cannot be undone. Go ahead? [y/N] `);
  if (!/^\s*y(es)?\s*$/i.test(answer ?? '')) throw new Error('not confirmed: nothing was sent');
}

/** The first line typed after the question (asked on stderr), or `undefined` at the end of input. */
function answerOf(question: string): Promise<string | undefined> {
  const { stdin, stderr } = cliIo();
  stderr.write(question);
  const lines = createInterface({ input: stdin, terminal: false });
  return new Promise((resolve) => {
    lines.once('line', (line) => {
      resolve(line);
      lines.close();
    });
    lines.once('close', () => resolve(undefined));
  });
}
