import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*'([^']+)'/g;

/** Every module `file` loads at run time (type-only imports left out), by path, and the packages. */
async function graph(file: string, seen = new Map<string, string[]>()): Promise<Map<string, string[]>> {
  if (seen.has(file)) return seen;
  const source = await readFile(file, 'utf8');
  const specifiers = [...source.matchAll(IMPORT)]
    .filter(([statement]) => !/^(?:import|export) type\s/.test(statement ?? ''))
    .map(([, specifier]) => specifier as string);
  seen.set(file, specifiers);
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    await graph(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

describe('pike13/webhooks entry', async () => {
  const modules = await graph(resolve(root, 'src/webhooks/index.ts'));
  const files = [...modules.keys()].map((file) => relative(root, file));

  it('loads none of the Core API client or its namespaces', () => {
    expect(files).toContain('src/webhooks/handler.ts');
    expect(
      files.filter((f) => /^src\/(client\.ts|index\.ts|front\/|desk\/|account\/|reports\/)/.test(f)),
    ).toEqual([]);
  });

  it('imports nothing from node: (the receiver runs on Workers, Deno, Bun and browsers)', () => {
    const builtins = [...modules.values()].flat().filter((specifier) => specifier.startsWith('node:'));
    expect(builtins).toEqual([]);
  });

  it('leaves the HTTP core (fetch, retries, limiter) out: the subscription client only needs its type', () => {
    expect(files).toContain('src/webhooks/subscriptions.ts');
    expect(files).not.toContain('src/core/http.ts');
  });

  it('leaves zod out of the receiver: only the parsers that check every field load it', async () => {
    const receiver = await graph(resolve(root, 'src/webhooks/handler.ts'));
    const packages = [...receiver.values()].flat().filter((specifier) => !specifier.startsWith('.'));
    expect(packages).toEqual([]);
    expect([...modules.values()].flat()).toContain('zod/mini');
  });
});
