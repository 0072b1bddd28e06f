import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:import|export)[^'"]*?from\s*'(\.[^']+)'/g;

async function localImports(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = await readFile(file, 'utf8');
  for (const [, specifier] of source.matchAll(IMPORT)) {
    await localImports(resolve(dirname(file), specifier as string), seen);
  }
  return seen;
}

describe('pike13/oauth entry', () => {
  it('loads none of the Core API client or its namespaces', async () => {
    const files = [...(await localImports(resolve(root, 'src/oauth/index.ts')))].map((f) =>
      relative(root, f),
    );
    expect(files).toContain('src/oauth/exchange.ts');
    const forbidden = files.filter((f) => /^src\/(client\.ts|index\.ts|front\/|desk\/|account\/)/.test(f));
    expect(forbidden).toEqual([]);
  });
});
