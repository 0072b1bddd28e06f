import { type ChildProcess, spawn } from 'node:child_process';
import { onTestFinished } from 'vitest';
import { cliEnv } from './cli.ts';

/** `pike13 sandbox --data` run as a child process by the bin at `cli` (the sources' or the built one). */
export interface Started {
  child: ChildProcess;
  url: string;
  token: string;
}

/** `pike13 sandbox --data <data>` as a child process, once its banner is out. */
export function startSandbox(cli: string, data: string): Promise<Started> {
  const args = ['sandbox', '--port', '0', '--clients', '20', '--no-rate-limit', '--data', data];
  const child = spawn(process.execPath, [cli, ...args], { env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (!output.includes('Ctrl-C stops.')) return;
      const url = /listening on (\S+)/.exec(output)?.[1] as string;
      resolve({ child, url, token: /staff token\s+(\S+)/.exec(output)?.[1] as string });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** POSTs people from `workers` loops until `total`; returns the ids answered 201. */
export async function createPeople(
  sandbox: Started,
  total: number,
  workers: number,
  onAck: (count: number) => void,
) {
  const acknowledged: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const answer = await fetch(`${sandbox.url}/api/v2/desk/people`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ person: { first_name: 'Durable', last_name: `N${next}` } }),
      }).catch(() => undefined);
      if (answer?.status !== 201) continue;
      acknowledged.push((await answer.json()).people[0].id);
      onAck(acknowledged.length);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return acknowledged;
}

/** The acknowledged ids that `sandbox` does not have. */
export async function missingPeople(sandbox: Started, ids: readonly number[]): Promise<number[]> {
  const missing: number[] = [];
  for (const id of ids) {
    const answer = await fetch(`${sandbox.url}/api/v2/desk/people/${id}`, {
      headers: { authorization: `Bearer ${sandbox.token}` },
    });
    if (answer.status !== 200) missing.push(id);
  }
  return missing;
}
