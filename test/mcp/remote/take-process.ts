/**
 * One process of a fleet for `store-processes.test.ts`: opens the store `STORE` names, says `ready`, then on
 * `go` takes every code `code-0` … `code-<CODES-1>` and prints the ones it got as a JSON line.
 */
import { createInterface } from 'node:readline';
import { openRemoteStore } from '../../../src/mcp/remote/open-store.ts';

const { STORE, STORE_KEY, CODES } = process.env;
const store = await openRemoteStore({ store: STORE as string, key: STORE_KEY as string });
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) {
  if (line !== 'go') continue;
  const keys = Array.from({ length: Number(CODES) }, (_, i) => `code-${i}`);
  const taken = await Promise.all(keys.map(async (key) => ((await store.take('codes', key)) ? key : null)));
  process.stdout.write(`${JSON.stringify(taken.filter((key) => key !== null))}\n`);
  break;
}
lines.close();
await store.close();
