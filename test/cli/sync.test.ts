import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { call, sandboxFor } from '../sandbox/support.ts';
import { CLI, runCli as cli, cliEnv, spawnCli } from '../support/cli.ts';
import { mirroredRows, tempDb } from '../support/sync-mirror.ts';

const TABLES = ['people', 'invoices', 'plans', 'visits'];

/** Runs `pike13 sync` and SIGKILLs it once its progress shows `pages` pages of people stored. */
function killAfterPages(
  args: string[],
  env: Record<string, string>,
  pages: number,
): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: cliEnv(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    // The progress line names the resource of the last batch: the visits are read beside the people.
    const shown = [...stderr.matchAll(/people: [^\r\n]*?([\d,]+) pages/g)].map((m) =>
      Number(m[1]?.replaceAll(',', '')),
    );
    if (Math.max(0, ...shown) >= pages) child.kill('SIGKILL');
  });
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

describe('pike13 sync', () => {
  it('kill -9 during a sync, then a resumed run: the database equals a clean full sync, every row', {
    timeout: 240_000,
  }, async () => {
    const sandbox = await sandboxFor({ clients: 1_200 });
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const killed = tempDb('killed.db');
    expect(await killAfterPages(['sync', '--db', killed, '--progress'], env, 4)).toBe('SIGKILL');
    const stored = mirroredRows(killed, 'people').length;
    expect(stored).toBeGreaterThanOrEqual(100);
    expect(stored).toBeLessThan(1_200);

    // A new process, as after a crash (its limiter fresh too).
    const resumed = await spawnCli(['sync', '--db', killed], env);
    expect(resumed.code).toBe(0);
    // The resumed run goes on from the stored page: it writes only the people the killed run had not.
    const written = Number(/people: ([\d,]+) written/.exec(resumed.stderr)?.[1]?.replaceAll(',', ''));
    const total = (await fetch(`${sandbox.url}/api/v2/desk/people`, {
      headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
    }).then((r) => r.json())) as { total_count: number };
    expect(written).toBe(total.total_count - stored);

    // The clean sync runs in this process (its first sync: its limiter is this file's own).
    const clean = tempDb('clean.db');
    expect((await cli(['sync', '--db', clean], env)).code).toBe(0);
    for (const table of TABLES) {
      const rows = mirroredRows(killed, table, 'true');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(mirroredRows(clean, table, 'true'));
    }
  });

  it('reports its progress per resource on stderr, and a second run writes nothing new', {
    timeout: 60_000,
  }, async () => {
    const sandbox = await sandboxFor({ clients: 30 });
    const token = sandbox.tokens.staff;
    const env = { PIKE13_TOKEN: token, PIKE13_BASE_URL: sandbox.url };
    const file = tempDb();
    const leaving = await call(sandbox, 'POST', '/api/v2/desk/people', {
      token,
      body: { person: { first_name: 'Short', last_name: 'Stay' } },
    });
    const first = await cli(['sync', '--db', file, '--resources', 'people,plans'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('');
    const people = mirroredRows(file, 'people').length;
    expect(first.stderr).toMatch(
      new RegExp(
        `^people: ${people} written, 0 deleted, \\d+ pages?\\nplans: \\d+ written, 0 deleted, 2 pages\\n$`,
      ),
    );
    await call(sandbox, 'DELETE', `/api/v2/desk/people/${leaving.body.people[0].id}`, { token });
    // One page of changed people, one page of the clients report's deleted people: the deleted client
    // is recorded once, and a later run counts it no more.
    const second = await cli(['sync', '--db', file, '--resources', 'people'], env);
    expect(second.stderr).toBe('people: 0 written, 1 deleted, 2 pages\n');
    const third = await cli(['sync', '--db', file, '--resources', 'people'], env);
    expect(third.stderr).toBe('people: 0 written, 0 deleted, 2 pages\n');
  });

  it.each([
    [['sync'], '--db is required'],
    [
      ['sync', '--db', 'x.db', '--resources', 'peple'],
      '--resources: unknown resource peple; did you mean people? (resources: people, invoices, plans, visits)',
    ],
    [
      ['sync', '--db', 'x.db', '--since', 'yesterday'],
      'since: must be a Date or an ISO 8601 time with a zone offset',
    ],
  ])('%j is refused with exit code 2 before anything is sent', async (args, message) => {
    const result = await cli(args, { PIKE13_TOKEN: 'sbx_token', PIKE13_BASE_URL: 'http://127.0.0.1:9' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(existsSync('x.db')).toBe(false);
  });
});
