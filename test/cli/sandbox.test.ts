import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CLI, cliEnv, runCli } from '../support/cli.ts';

/** Starts `pike13 …` and waits for the banner; returns the child and what it printed. */
function start(args: string[]): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ctrl-C stops.')) resolve({ child, output });
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const field = (output: string, name: string) => new RegExp(`${name}\\s+(\\S+)`).exec(output)?.[1] as string;

/** Each test starts Node processes; on a loaded machine that takes seconds. */
const SLOW = { timeout: 30_000 };

describe('pike13 sandbox', () => {
  it('prints the lines that point the CLI at it, and its first command works as printed', SLOW, async () => {
    const sandbox = await start(['sandbox', '--port', '0', '--clients', '20']);
    const exported = /^ {2}export (PIKE13_BASE_URL=(\S+)) (PIKE13_TOKEN=(\S+))$/m.exec(sandbox.output);
    // From the sources, the banner names the clone's npm script (npx finds no pike13 in a clone).
    const command = /^ {2}npm run -s pike13 -- (.+)$/m.exec(sandbox.output)?.[1];
    const url = /listening on (\S+)/.exec(sandbox.output)?.[1];
    expect(exported?.[2]).toBe(url);
    expect(exported?.[4]).toBe(field(sandbox.output, 'staff token'));
    expect(command).toBe('desk people list --table');
    expect(sandbox.output).toContain(`new Pike13({ baseUrl: '${url}', accessToken: '${exported?.[4]}' })`);
    // The inspector's address, its key in it: the page opens from it alone.
    const inspector = /^Inspector \(.+\): (\S+)$/m.exec(sandbox.output)?.[1] as string;
    expect(inspector).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_sandbox\/inspector\?key=[0-9a-f]{32}$/);
    expect(inspector.startsWith(`${url}/`)).toBe(true);
    const page = await fetch(inspector);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toContain('<title>Pike13 sandbox inspector</title>');

    // `npm run -s pike13 -- <args>` runs the clone's script with the args as given: the script is the bin of
    // the sources, and the args run here in this process (npm's own start costs some 2 s of CPU).
    const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(scripts.pike13).toBe(`node ${relative(root, CLI)}`);
    const env = { PIKE13_BASE_URL: `${exported?.[2]}`, PIKE13_TOKEN: `${exported?.[4]}` };
    const { code, stdout } = await runCli((command as string).split(' '), env);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(/^id\s+/);
    expect(stdout.trim().split('\n').length).toBeGreaterThan(2);
    await stop(sandbox.child);
  });

  it(
    'prints the URL, client id and tokens, and keeps the state across restarts with --data',
    SLOW,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pike13-sandbox-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const data = join(dir, 'state.json');
      const first = await start(['sandbox', '--port', '0', '--seed', '5', '--clients', '20', '--data', data]);
      const url = /listening on (\S+)/.exec(first.output)?.[1] as string;
      const token = field(first.output, 'staff token');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(field(first.output, 'client id')).toMatch(/^sbx_client_/);
      const created = await fetch(`${url}/api/v2/desk/people`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ person: { first_name: 'Kept', last_name: 'Across' } }),
      });
      const { people } = await created.json();
      await stop(first.child);

      const second = await start(['sandbox', '--port', '0', '--data', data]);
      const again = /listening on (\S+)/.exec(second.output)?.[1] as string;
      expect(field(second.output, 'staff token')).toBe(token);
      const answer = await fetch(`${again}/api/v2/desk/people/${people[0].id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await answer.json()).people[0].name).toBe('Kept Across');
      await stop(second.child);
    },
  );

  it(
    '--allow-http-webhooks lets a subscription target a loopback http receiver (422 without it)',
    SLOW,
    async () => {
      const subscribe = async (args: string[]) => {
        const { child, output } = await start(['sandbox', '--port', '0', ...args]);
        const url = /listening on (\S+)/.exec(output)?.[1] as string;
        const answer = await fetch(`${url}/api/v3/webhooks`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${field(output, 'owner token')}`,
            'content-type': 'application/vnd.api+json',
          },
          body: JSON.stringify({
            data: {
              type: 'webhooks',
              attributes: { topic: 'person.created', target: 'http://127.0.0.1:4014/' },
            },
          }),
        });
        await stop(child);
        return answer.status;
      };
      expect(await subscribe(['--allow-http-webhooks'])).toBe(201);
      expect(await subscribe([])).toBe(422);
    },
  );

  it(
    '--cors-origin (repeatable) lets pages of those origins call it; pages of others are refused',
    SLOW,
    async () => {
      const { child, output } = await start([
        'sandbox',
        '--port',
        '0',
        '--clients',
        '5',
        '--cors-origin',
        'https://a.example',
        '--cors-origin',
        'https://b.example',
      ]);
      const url = /listening on (\S+)/.exec(output)?.[1] as string;
      const preflight = (origin: string) =>
        fetch(`${url}/api/v2/desk/people`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const answers = await Promise.all(
        ['https://a.example', 'https://b.example', 'http://localhost:3000', 'https://c.example'].map(
          preflight,
        ),
      );
      await stop(child);
      expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 403]);
      expect(answers[1]?.headers.get('access-control-allow-origin')).toBe('https://b.example');
    },
  );

  it('refuses a port that is not a number, and an unknown command (in this process: nothing starts)', async () => {
    const [port, unknown] = await Promise.all([runCli(['sandbox', '--port', 'abc']), runCli(['nope'])]);
    expect(port).toMatchObject({ code: 2, stderr: expect.stringMatching(/--port must be a whole number/) });
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/unknown command nope/) });
  });
});
