import { readFileSync } from 'node:fs';
import { expect, it, onTestFinished, vi } from 'vitest';
import { readmeBlocks } from '../../.ci/readme-blocks.ts';
import { Pike13 } from '../../src/index.ts';
import { createSandbox } from '../../src/sandbox/index.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const IMPORT = "import { Pike13 } from 'pike13';\n";

type Block = (pike13Class: typeof Pike13, console: { log(value: unknown): void }) => Promise<void>;
const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => Block;

/** The README's try-it SDK block (which CI runs as try.mts), as a function of `Pike13` and `console`. */
function tryItBlock(url: string, token: string): Block {
  const block = readmeBlocks(readme).find((each) => each.name === 'try-it-without-an-account-2.ts');
  expect(block?.code.startsWith(IMPORT)).toBe(true);
  const code = (block?.code ?? '')
    .slice(IMPORT.length)
    .replace('http://127.0.0.1:4013', url)
    .replace('<staff token it printed>', token);
  return new AsyncFunction('Pike13', 'console', code);
}

it("books a class with the README's try-it block in the afternoon, once the day's open classes have started", async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T16:11:00Z') });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const sandbox = await createSandbox({ port: 0, seed: 13, tokens: 'fixed', rateLimit: false });
  onTestFinished(() => sandbox.close());
  const printed: unknown[] = [];
  await tryItBlock(sandbox.url, sandbox.tokens.staff)(Pike13, { log: (value) => printed.push(value) });
  expect(printed).toEqual(['completed']);
});
