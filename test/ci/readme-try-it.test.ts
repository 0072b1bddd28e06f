import { readFileSync } from 'node:fs';
import { expect, it, onTestFinished, vi } from 'vitest';
import { readmeBlocks } from '../../.ci/readme-blocks.ts';
import { Pike13 } from '../../src/index.ts';
import { createSandbox } from '../../src/sandbox/index.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const IMPORT = "import { Pike13 } from 'pike13';\n";

type Block = (
  pike13Class: typeof Pike13,
  console: { log(...values: unknown[]): void },
  process: { env: Record<string, string> },
) => Promise<void>;
const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => Block;

/** The README's try-it SDK block (which CI runs as try.mts), as a function of `Pike13`, `console` and `process`. */
function tryItBlock(): Block {
  const block = readmeBlocks(readme).find((each) => each.name === '60-seconds-no-account-3.ts');
  expect(block?.code.startsWith(IMPORT)).toBe(true);
  return new AsyncFunction('Pike13', 'console', 'process', (block?.code ?? '').slice(IMPORT.length));
}

it("books a class with the README's try-it block in the afternoon, once the day's open classes have started", async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T16:11:00Z') });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const sandbox = await createSandbox({ port: 0, seed: 13, tokens: 'fixed', rateLimit: false });
  onTestFinished(() => sandbox.close());
  const printed: string[] = [];
  const env = { PIKE13_BASE_URL: sandbox.url, PIKE13_TOKEN: sandbox.tokens.staff };
  await tryItBlock()(Pike13, { log: (...values) => printed.push(values.join(' ')) }, { env });
  expect(printed).toEqual([expect.stringMatching(/^\S.* completed$/)]);
});
