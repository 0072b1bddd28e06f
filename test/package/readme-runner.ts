/**
 * A Node process that runs README blocks one after the other (readme-run.test.ts), each as the module
 * that holds it verbatim after its own prelude (a sandbox of its own): a block costs its own work, not a
 * Node start and the package's load. Started with an IPC channel: it takes `{ file }`, imports it, and
 * answers `{ stdout, stderr, error? }`, what the block wrote and why it failed. A block fails as its own
 * process would: when its module throws, when it leaves a rejection unhandled or an exception uncaught,
 * and when it leaves the process other than it found it: a handle open that would keep a process of its
 * own running (the block must close it), or `fetch` or `node:http`'s senders replaced (such a block runs
 * in a process of its own: OWN_PROCESS in readme-run.test.ts).
 * Copied beside the run blocks, where `pike13` resolves to the built package.
 */
import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a block's handles may take to close after its module ends, as a process takes to exit. */
const DRAIN_MS = 10_000;

/** The functions through which a process sends: a block must leave them as the runner found them. */
const SENDERS: Record<string, () => unknown> = {
  fetch: () => globalThis.fetch,
  'http.request': () => http.request,
  'http.get': () => http.get,
  'https.request': () => https.request,
  'https.get': () => https.get,
};
const originalSenders = Object.entries(SENDERS).map(([name, current]) => ({
  name,
  current,
  original: current(),
}));
const write = { stdout: process.stdout.write, stderr: process.stderr.write };
let current: { stdout: string; stderr: string; failure?: unknown } | undefined;

for (const stream of ['stdout', 'stderr'] as const) {
  process[stream].write = ((chunk: string | Uint8Array) => {
    if (current === undefined) return write[stream].call(process[stream], chunk);
    current[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  }) as typeof process.stdout.write;
}
for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
  process.on(event, (error: unknown) => {
    if (current) current.failure ??= error;
    else throw error;
  });
}

/** The active handles, by kind (what keeps a process running). */
function handles(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** The handles open now that were not before, `kind ×n` each. */
function opened(before: Map<string, number>): string[] {
  return [...handles()]
    .filter(([kind, count]) => count > (before.get(kind) ?? 0))
    .map(([kind, count]) => `${kind} ×${count - (before.get(kind) ?? 0)}`);
}

/** Waits, up to DRAIN_MS, for the block's handles to close; what stays open. */
async function leftOpen(before: Map<string, number>): Promise<string[]> {
  const deadline = Date.now() + DRAIN_MS;
  while (opened(before).length > 0 && Date.now() < deadline) await sleep(10);
  return opened(before);
}

/** Why the process is not as the block found it, if it is not. */
async function changed(before: Map<string, number>): Promise<string | undefined> {
  const replaced = originalSenders.filter(({ current, original }) => current() !== original);
  if (replaced.length > 0)
    return `it replaced ${replaced.map(({ name }) => name).join(', ')}: list it in OWN_PROCESS`;
  const open = await leftOpen(before);
  return open.length > 0 ? `it left open ${open.join(', ')}: a process of its own would not exit` : undefined;
}

/** Runs the module of one block; what it wrote, and why it failed if it did. */
async function run(file: string) {
  const before = handles();
  current = { stdout: '', stderr: '' };
  try {
    await import(file);
  } catch (error) {
    current.failure ??= error;
  }
  const change = current.failure === undefined ? await changed(before) : undefined;
  const { stdout, stderr, failure } = current;
  current = undefined;
  if (failure !== undefined) return { stdout, stderr, error: String((failure as Error).stack ?? failure) };
  if (change) return { stdout, stderr, error: `the block ran, but ${change}` };
  return { stdout, stderr };
}

let queue = Promise.resolve();
process.on('message', ({ file }: { file: string }) => {
  queue = queue.then(async () => {
    process.send?.({ file, ...(await run(file)) });
  });
});
