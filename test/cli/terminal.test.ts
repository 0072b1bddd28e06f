import { spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { call, sandboxFor } from '../sandbox/support.ts';
import { CLI, cliEnv, runCli } from '../support/cli.ts';

const SLOW = { timeout: 60_000 };

type Sandbox = Awaited<ReturnType<typeof sandboxFor>>;

/** The environment of a CLI run against the sandbox as its staff member. */
const envOf = (sandbox: Sandbox) =>
  cliEnv({ SHELL: '/bin/sh', PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url });

const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/**
 * The CLI in a pseudo-terminal (`script` of util-linux) `columns` wide: what the terminal showed (stdout,
 * stderr and the echo of what was typed, lines ending in \n) and the exit code. `typed` is written to the
 * terminal, then its input ends.
 */
function inTerminal(sandbox: Sandbox, args: string[], { columns = 80, typed = '' } = {}) {
  const command = `stty cols ${columns} rows 40; exec ${[process.execPath, CLI, ...args].map(quoted).join(' ')}`;
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: envOf(sandbox) });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let shown = '';
  child.stdout.on('data', (chunk) => {
    shown += chunk;
  });
  child.stdin.end(typed);
  return new Promise<{ code: number | null; shown: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, shown: shown.replaceAll('\r\n', '\n') })),
  );
}

/** The CLI in this process with streams that are no terminal (a script, CI); one pipe is tested in exit-codes. */
const piped = (sandbox: Sandbox, args: string[]) => runCli(args, envOf(sandbox));

/**
 * The CLI in this process on streams that say they are a terminal `columns` wide, `typed` its input: what
 * it shows on stdout and stderr (one test a behaviour runs it in a real pseudo-terminal, `inTerminal`).
 */
const onTerminal = (sandbox: Sandbox, args: string[], { columns = 80, typed = '' } = {}) =>
  runCli(args, envOf(sandbox), undefined, { columns, typed });

async function newPerson(sandbox: Sandbox): Promise<number> {
  const { body } = await call(sandbox, 'POST', '/api/v2/desk/people', {
    token: sandbox.tokens.staff,
    body: { first_name: 'Omar', last_name: 'Reyes' },
  });
  return body.people[0].id;
}

async function exists(sandbox: Sandbox, id: number): Promise<boolean> {
  const { status } = await call(sandbox, 'GET', `/api/v2/desk/people/${id}`, { token: sandbox.tokens.staff });
  return status === 200;
}

describe('pike13 on a terminal and piped', () => {
  it('a table fits the terminal: picked columns, no line wider than the terminal', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const [narrow, wideRun] = await Promise.all([
      inTerminal(sandbox, ['desk', 'people', 'list'], { columns: 50 }),
      onTerminal(sandbox, ['desk', 'people', 'list'], { columns: 200 }),
    ]);
    const wide = { code: wideRun.code, shown: wideRun.stdout };
    for (const run of [narrow, wide]) {
      expect(run.code).toBe(0);
      expect(run.shown.split('\n')[0]?.split(/ +/)).toEqual(['id', 'name', 'email', 'created_at']);
    }
    const narrowLines = narrow.shown.trimEnd().split('\n');
    expect(Math.max(...narrowLines.map((line) => line.length))).toBeLessThanOrEqual(50);
    expect(narrow.shown).toContain('…');
    expect(wide.shown).not.toContain('…');
  });

  it(
    'piped: JSON with every field as before; --table picks the columns but fits no width',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 5 });
      // Output to streams that are not terminals, in this process: what a pipe gets.
      const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
      const [json, table] = await Promise.all([
        runCli(['desk', 'people', 'list'], env),
        runCli(['desk', 'people', 'list', '--table', '--columns', 'id,name,address,custom_fields'], env),
      ]);
      const people = JSON.parse(json.stdout);
      expect(Object.keys(people[0]).length).toBeGreaterThan(30);
      expect(table.stdout.split('\n')[0]?.split(/ +/)).toEqual(['id', 'name', 'address', 'custom_fields']);
      expect(table.code).toBe(0);
    },
  );

  it("help wraps to the terminal's own width", SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 1 });
    const run = await inTerminal(sandbox, ['report', '--help'], { columns: 60 });
    expect(run.code).toBe(0);
    const lines = run.shown.trimEnd().split('\n');
    const where = lines.findIndex((line) => line.startsWith('  --where'));
    expect(lines.slice(where, where + 2)).toEqual([
      '  --where "…"       e.g. state = completed and start_at >',
      '                    today-30d and service_id in (1, 2) (a',
    ]);
    expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(60);
  });

  it('a report table fits the terminal too', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const args = ['report', 'clients', '--select', 'person_id,full_name,email'];
    const run = await onTerminal(sandbox, args, { columns: 40 });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    const table = lines.slice(lines.findIndex((line) => line.includes('person_id')));
    expect(table[0]?.split(/ +/)).toEqual(['person_id', 'full_name', 'email']);
    expect(table.slice(1).every((line) => /^\d+ +\S/.test(line))).toBe(true);
    expect(Math.max(...table.map((line) => line.length))).toBeLessThanOrEqual(40);
  });

  it('a destructive command asks on a terminal: y deletes and says what it did', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 1 });
    const id = await newPerson(sandbox);
    const run = await inTerminal(sandbox, ['desk', 'people', 'delete', String(id)], { typed: 'y\n' });
    expect(run.shown).toContain(`DELETE /api/v2/desk/people/${id} cannot be undone. Go ahead? [y/N] `);
    expect(run.shown).toContain(`Done: DELETE /api/v2/desk/people/${id} (desk people delete).\n`);
    expect(run.code).toBe(0);
    expect(await exists(sandbox, id)).toBe(false);
  });

  it.each([
    ['n', 'n\n'],
    ['the end of input', ''],
  ])('answered %s, nothing is sent: exit 1', SLOW, async (_, typed) => {
    const sandbox = await sandboxFor({ clients: 1 });
    const id = await newPerson(sandbox);
    const run = await onTerminal(sandbox, ['desk', 'people', 'delete', String(id)], { typed });
    expect(run.stderr).toContain('Go ahead? [y/N] ');
    expect(run.stderr).toContain('pike13: not confirmed: nothing was sent\n');
    expect(run.code).toBe(1);
    expect(await exists(sandbox, id)).toBe(true);
  });

  it(
    'piped, it never asks: refused with exit 2 naming --yes; with --yes it runs and says so',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 1 });
      const id = await newPerson(sandbox);
      const refused = await piped(sandbox, ['desk', 'people', 'delete', String(id)]);
      expect(refused).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'pike13: desk people delete cannot be undone: add --yes to run it without a terminal (nothing was sent)\n',
      });
      expect(await exists(sandbox, id)).toBe(true);
      const done = await piped(sandbox, ['desk', 'people', 'delete', String(id), '--yes']);
      expect(done).toEqual({
        code: 0,
        stdout: '',
        stderr: `Done: DELETE /api/v2/desk/people/${id} (desk people delete).\n`,
      });
      expect(await exists(sandbox, id)).toBe(false);
    },
  );
});
