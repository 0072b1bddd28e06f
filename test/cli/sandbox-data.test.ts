import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  url: string;
  token: string;
}

/** `pike13 sandbox --data <data>` as a child process, once its banner is out. */
function startSandbox(data: string): Promise<Started> {
  const args = ['sandbox', '--port', '0', '--clients', '20', '--no-rate-limit', '--data', data];
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** POSTs people from `workers` loops until `total`; returns the ids answered 201. */
async function createPeople(
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

describe('pike13 sandbox --data', () => {
  it('keeps every acknowledged create through kill -9, in files only the owner reads', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pike13-sandbox-data-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const data = join(dir, 'state.json');
    const first = await startSandbox(data);
    const acknowledged = await createPeople(first, 400, 25, (count) => {
      if (count === 150) first.child.kill('SIGKILL');
    });
    await killed(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(acknowledged.length).toBeLessThan(400);

    const second = await startSandbox(data);
    expect(second.token).toBe(first.token);
    const missing: number[] = [];
    for (const id of acknowledged) {
      const answer = await fetch(`${second.url}/api/v2/desk/people/${id}`, {
        headers: { authorization: `Bearer ${second.token}` },
      });
      if (answer.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    for (const file of [data, `${data}.journal`]) expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
