import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { openRemoteStore } from '../../../src/mcp/remote/open-store.ts';
import { connect, describeWithRedis, REDIS_URL } from '../../redis/support.ts';
import { describeWithPostgres, type OwnPostgres, startPostgres } from '../../support/postgres.ts';
import { closedAfter, TEST_KEY } from './store-contract.ts';

const PROCESSES = 4;
const CODES = 200;
const SCRIPT = new URL('./take-process.ts', import.meta.url).pathname;

/** A taker process on `store`: resolves once it is ready; `go()` starts it and resolves with what it took. */
async function taker(context: TestContext, store: string) {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, STORE: store, STORE_KEY: TEST_KEY, CODES: String(CODES) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  context.onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the taker exited (${child.exitCode})`);
    return line.value as string;
  };
  expect(await next()).toBe('ready');
  return {
    async go(): Promise<string[]> {
      child.stdin?.write('go\n');
      return JSON.parse(await next());
    },
  };
}

/** Puts the codes, then lets every process take them all at once: each code goes to exactly one. */
async function raceFor(context: TestContext, store: string) {
  const writer = closedAfter(context, await openRemoteStore({ store, key: TEST_KEY }));
  for (let i = 0; i < CODES; i++) await writer.put('codes', `code-${i}`, { i }, 60_000);
  const takers = await Promise.all(Array.from({ length: PROCESSES }, () => taker(context, store)));
  const taken = await Promise.all(takers.map((process) => process.go()));
  const all = taken.flat();
  expect(all.length).toBe(CODES);
  expect(new Set(all).size).toBe(CODES);
  return taken;
}

describe(`${PROCESSES} processes take ${CODES} codes from one store at once: each code goes to one`, () => {
  it('SQLite: one file, WAL, processes waiting on each other', { timeout: 60_000 }, async (context) => {
    const dir = mkdtempSync(join(tmpdir(), 'pike13-mcp-race-'));
    context.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    await raceFor(context, join(dir, 'store.db'));
  });

  describeWithRedis('Redis', () => {
    it('GETDEL', { timeout: 60_000 }, async (context) => {
      // The default prefix, as the processes use: the codes are all taken, the key's check record removed.
      const redis = connect(context.onTestFinished);
      context.onTestFinished(async () => {
        await redis.del('pike13-mcp:pike13:~store-key-check');
      });
      await raceFor(context, REDIS_URL);
    });
  });

  describeWithPostgres('Postgres', () => {
    let postgres: OwnPostgres;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 60_000);
    afterAll(() => postgres?.stop());

    it('DELETE … RETURNING under row locks', { timeout: 60_000 }, async (context) => {
      await raceFor(context, postgres.url);
    });
  });
});
