import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CLI } from '../support/cli.ts';
import { createPeople, killed, missingPeople, startSandbox } from '../support/sandbox-process.ts';

describe('pike13 sandbox --data', () => {
  it('keeps every acknowledged create through kill -9, in files only the owner reads', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pike13-sandbox-data-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const data = join(dir, 'state.json');
    const first = await startSandbox(CLI, data);
    const acknowledged = await createPeople(first, 400, 25, (count) => {
      if (count === 150) first.child.kill('SIGKILL');
    });
    await killed(first.child);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(acknowledged.length).toBeLessThan(400);

    const second = await startSandbox(CLI, data);
    expect(second.token).toBe(first.token);
    expect(await missingPeople(second, acknowledged)).toEqual([]);
    for (const file of [data, `${data}.journal`]) expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
