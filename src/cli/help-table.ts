import { readFileSync } from 'node:fs';

/**
 * The folder `npm run build` writes beside the bin: one file a namespace (`cli-help/desk.json`), each
 * endpoint help by its command line's key. A command that is no namespace (`sandbox`) finds no file.
 */
export const HELP_TABLE_FOLDER = 'cli-help';

const isHelpFlag = (arg: string) => arg === '--help' || arg === '-h';

/**
 * The key of a command line whose answer may be a help read from the table: words of letters, digits and
 * dashes, and `--help` (or `-h`) anywhere; `undefined` for any other line (a flag, an id, a quoted space).
 */
export function helpTableKey(argv: readonly string[]): string | undefined {
  const words = argv.filter((arg) => !isHelpFlag(arg));
  if (words.length === 0 || !words.every((word) => /^[a-z][a-z0-9-]*$/.test(word))) return undefined;
  return argv.some(isHelpFlag) ? [...words, '--help'].join(' ') : words.join(' ');
}

/**
 * The help of `argv` from the table that the build wrote next to this file (`dist/cli-help/`), so that
 * an endpoint's help loads neither the SDK nor zod; `undefined` when the line is not in it, or when there is
 * no table (the sources run, or the CommonJS copy of the bin): the CLI then works it out.
 */
export function helpFromTable(argv: readonly string[]): string | undefined {
  const key = helpTableKey(argv);
  if (key === undefined) return undefined;
  try {
    const file = new URL(`${HELP_TABLE_FOLDER}/${key.split(' ')[0]}.json`, import.meta.url);
    const table = JSON.parse(readFileSync(file, 'utf8'));
    return Object.hasOwn(table, key) && typeof table[key] === 'string' ? table[key] : undefined;
  } catch {
    return undefined;
  }
}
