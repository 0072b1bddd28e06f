import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const DECLARATION =
  /^export (?:declare )?(?:async )?(?:const|let|function|interface|type|class|abstract class|enum) (\w+)/gm;

/** The names declared with `export` in the `.ts` files under a folder of `src/`, by file. */
function exportedNames(files: readonly string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of files) {
    for (const [, name] of readFileSync(join(SRC, file), 'utf8').matchAll(DECLARATION)) {
      names.set(name as string, [...(names.get(name as string) ?? []), file]);
    }
  }
  return names;
}

const sourceFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.ts'),
);
const inSandbox = (file: string) => file.startsWith('sandbox/');

describe('names of the sandbox and of the SDK', () => {
  it('declares no exported name on both sides of the wire', () => {
    const sandbox = exportedNames(sourceFiles.filter(inSandbox));
    const sdk = exportedNames(sourceFiles.filter((file) => !inSandbox(file)));
    const shared = [...sandbox.keys()]
      .filter((name) => sdk.has(name))
      .map((name) => `${name}: ${[...(sandbox.get(name) ?? []), ...(sdk.get(name) ?? [])].join(', ')}`);
    expect(sandbox.size).toBeGreaterThan(100);
    expect(sdk.size).toBeGreaterThan(100);
    expect(shared).toEqual([]);
  });
});
