import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';

const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));
const SLOW = { timeout: 60_000 };
/** Nothing listens on port 9: a command that sent a request would end in a connection error (exit 1). */
const NOWHERE = { PIKE13_TOKEN: 'token-not-sent', PIKE13_BASE_URL: 'http://127.0.0.1:9' };

async function cli(args: string[], env: Record<string, string>) {
  const run = promisify(execFile);
  return run(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: '/nonexistent/pike13-test', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
  );
}

describe('pike13 exit codes', () => {
  it('input the SDK refuses before sending is bad usage: exit 2, one line, nothing sent', SLOW, async () => {
    const runs = await Promise.all([
      cli(['report', 'clients', '--select', 'emial', '--csv'], NOWHERE),
      cli(['desk', 'people', 'get', 'abc'], NOWHERE),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2]);
    expect(runs.map((run) => run.stderr.split('\n').length)).toEqual([2, 2]);
    expect(runs[0]?.stderr).toMatch(/^pike13: select: "emial" is not a field of the clients report; /);
    expect(runs[1]?.stderr).toBe(
      'pike13: GET /api/v2/desk/people/:id: id must be a positive integer or a string of digits (got "abc")\n',
    );
  });

  it(
    'help on stdout with exit 0; an unknown command or a port that is not a number: exit 2',
    SLOW,
    async () => {
      const [help, short, unknown, port, sandboxPort] = await Promise.all([
        cli(['--help'], {}),
        cli(['-h'], {}),
        cli(['reprot'], {}),
        cli(['webhooks', 'serve', '--port', 'abc'], {}),
        cli(['sandbox', '--port', '40 13'], {}),
      ]);
      expect(help).toMatchObject({ code: 0, stderr: '' });
      expect(help.stdout).toMatch(/^Usage: pike13 <command> \[options\]\n\nCommands:\n {2}sandbox /);
      expect(short).toEqual(help);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/^pike13: unknown command reprot; did you mean report\?\n\nUsage: /);
      expect(port).toMatchObject({ code: 2, stderr: 'pike13: --port must be a whole number, got "abc"\n' });
      expect(sandboxPort).toMatchObject({
        code: 2,
        stderr: 'pike13: --port must be a whole number, got "40 13"\n',
      });
    },
  );

  it('a reader that stops early (| head) ends the command quietly, exit 0', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 1_200 });
    const child = spawn(
      process.execPath,
      [CLI, 'report', 'clients', '--select', 'person_id,email', '--csv'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          PIKE13_TOKEN: sandbox.tokens.staff,
          PIKE13_BASE_URL: sandbox.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});
