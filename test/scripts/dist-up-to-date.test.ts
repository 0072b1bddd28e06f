import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distIsUpToDate } from '../../scripts/dist-up-to-date.ts';

let root: string;

/** Writes `path` under the temporary root with the given modification time (seconds since the epoch). */
function file(path: string, modifiedAt: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, modifiedAt, modifiedAt);
}

/** A repository whose inputs were written at 1000 and whose build ran from 2000 to 2010. */
function builtRepository() {
  for (const input of ['src/index.ts', 'src/cli/index.ts', 'scripts/esm-modules.ts', 'package.json']) {
    file(input, 1000);
  }
  file('tsup.config.ts', 1000);
  file('dist/index.js', 2000);
  file('dist/index.d.ts', 2005);
  file('dist/.built', 2010);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pike13-dist-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('distIsUpToDate (npm prepare: build unless dist/ is up to date)', () => {
  it('is up to date when a finished build is newer than every input', () => {
    builtRepository();
    expect(distIsUpToDate(root)).toBe(true);
  });

  it('is stale when there is no dist/ (a fresh clone)', () => {
    file('src/index.ts', 1000);
    file('package.json', 1000);
    expect(distIsUpToDate(root)).toBe(false);
  });

  it('is stale when a source file changed after the build', () => {
    builtRepository();
    file('src/cli/index.ts', 3000);
    expect(distIsUpToDate(root)).toBe(false);
  });

  it('is stale when package.json or a build script changed after the build', () => {
    builtRepository();
    file('package.json', 3000);
    expect(distIsUpToDate(root)).toBe(false);
    builtRepository();
    file('scripts/esm-modules.ts', 3000);
    expect(distIsUpToDate(root)).toBe(false);
  });

  it('is stale when a source changed while the build ran', () => {
    builtRepository();
    file('src/index.ts', 2005);
    expect(distIsUpToDate(root)).toBe(false);
  });

  it('is stale when the last build did not finish (no dist/.built)', () => {
    builtRepository();
    rmSync(join(root, 'dist', '.built'));
    expect(distIsUpToDate(root)).toBe(false);
  });
});
