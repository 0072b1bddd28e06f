import {
  appendFileSync,
  chmodSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataFile } from '../../src/sandbox/data-file.ts';
import { createSandbox } from '../../src/sandbox/index.ts';
import { NOW } from './support.ts';

function tempData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pike13-data-file-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'state.json');
}

/** A sandbox (msw only) over the data file at `path`, as `pike13 sandbox --data` runs it. */
async function sandboxOver(path: string, warnings: string[] = []) {
  const { file, saved } = DataFile.read(path, (message) => warnings.push(message));
  const sandbox = await createSandbox({
    listen: false,
    now: NOW,
    clients: 10,
    data: saved,
    rateLimit: false,
    commit: () => file.commit(),
  });
  await file.start(() => sandbox.save());
  return { sandbox, file };
}

async function createPerson(sandbox: Awaited<ReturnType<typeof createSandbox>>, last_name: string) {
  const answer = await sandbox.engine.handle(
    new Request(`${sandbox.url}/api/v2/desk/people`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.tokens.staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ person: { first_name: 'Journal', last_name } }),
    }),
  );
  return ((await answer.json()) as { people: { id: number }[] }).people[0]?.id as number;
}

describe('the --data file', () => {
  it('journals each answered change: a restart without close finds it, and a torn last line is ignored', async () => {
    const path = tempData();
    const first = await sandboxOver(path);
    const id = await createPerson(first.sandbox, 'Kept');
    const journal = readFileSync(`${path}.journal`, 'utf8');
    expect(journal.split('\n').filter(Boolean)).toHaveLength(1);
    appendFileSync(`${path}.journal`, '{"changes":[{"table":"people","id":999,"row":{"id":999,"first_na');

    const second = await sandboxOver(path);
    expect(second.sandbox.tokens).toEqual(first.sandbox.tokens);
    expect(second.sandbox.state.tables.people.get(id)?.last_name).toBe('Kept');
    expect(second.sandbox.state.tables.people.get(999)).toBeUndefined();
    expect(await createPerson(second.sandbox, 'Next')).toBe(id + 1);
    await second.file.close();
    expect(readFileSync(`${path}.journal`, 'utf8')).toBe('');
    expect(JSON.parse(readFileSync(path, 'utf8')).tables.people.lastId).toBe(id + 1);
  });

  it('refuses a journal damaged before its last line', async () => {
    const path = tempData();
    const { file } = await sandboxOver(path);
    await file.close();
    writeFileSync(`${path}.journal`, 'not json\n{"changes":[]}\n');
    expect(() => DataFile.read(path, () => undefined)).toThrow(
      `--data ${path} is not a saved sandbox: a journal line before the last one is damaged`,
    );
  });

  it('writes files only the owner reads, and tightens one others could read', async () => {
    const path = tempData();
    const { file } = await sandboxOver(path);
    await file.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(`${path}.journal`).mode & 0o777).toBe(0o600);
    chmodSync(path, 0o644);
    const warnings: string[] = [];
    await sandboxOver(path, warnings);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([
      `${path} could be read by other users of this machine; it is now readable by its owner only.`,
    ]);
  });
});
