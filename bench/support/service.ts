import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServiceMode, ServiceStats } from './service-process.ts';

export type { ServiceMode, ServiceStats } from './service-process.ts';

const SCRIPT = fileURLToPath(new URL('./service-process.ts', import.meta.url));

/** The stand-in service of `service-process.ts`, running in a child process. */
export interface Service {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Arrivals and 429s since it started (or since `forget()`). */
  stats(): Promise<ServiceStats>;
  forget(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the stand-in in its own Node process (same Node, no flags) and waits until it listens. */
export async function startService(mode: ServiceMode): Promise<Service> {
  const child = fork(SCRIPT, [JSON.stringify(mode)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = (await reply(child)) as { url: string };
  return {
    url,
    stats: async () => {
      child.send('stats');
      return (await reply(child)) as ServiceStats;
    },
    forget: async () => {
      child.send('forget');
      await reply(child);
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/** The child's next message; rejects if it exits first. */
function reply(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the stand-in service exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}
