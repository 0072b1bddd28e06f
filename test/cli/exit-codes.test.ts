import { spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';
import { CLI, cliEnv, runCli, spawnCli } from '../support/cli.ts';
import { freePort } from '../support/loopback.ts';

const SLOW = { timeout: 60_000 };
/** Nothing listens on port 9: a command that sent a request would end in a connection error (exit 1). */
const NOWHERE = { PIKE13_TOKEN: 'token-not-sent', PIKE13_BASE_URL: 'http://127.0.0.1:9' };

/*
 * The bin's own exit code is read from real processes (help: 0, an unknown command: 2, a reader that stops
 * early); every other code is the one `runCli` returns, which the bin hands to the process as is.
 */
describe('pike13 exit codes', () => {
  it('input the SDK refuses before sending is bad usage: exit 2, one line, nothing sent', SLOW, async () => {
    const runs = await Promise.all([
      runCli(['report', 'clients', '--select', 'person_count', '--csv'], NOWHERE),
      runCli(['desk', 'people', 'get', 'abc'], NOWHERE),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2]);
    expect(runs.map((run) => run.stderr.split('\n').length)).toEqual([2, 2]);
    expect(runs[0]?.stderr).toMatch(
      /^pike13: select: "person_count" is a summary field \(valid only after groupBy\) of the clients report; /,
    );
    expect(runs[1]?.stderr).toBe(
      'pike13: GET /api/v2/desk/people/:id: id must be a positive integer or a string of digits (got "abc")\n',
    );
  });

  it(
    'help on stdout with exit 0; an unknown command or a port that is not a number: exit 2',
    SLOW,
    async () => {
      const [help, short, unknown, port, sandboxPort] = await Promise.all([
        spawnCli(['--help'], {}),
        runCli(['-h'], {}),
        spawnCli(['reprot'], {}),
        runCli(['webhooks', 'serve', '--port', 'abc'], {}),
        runCli(['sandbox', '--port', '40 13'], {}),
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

  it(
    'a service that cannot be reached: exit 1, one line naming the URL and the cause, no query, no token',
    SLOW,
    async () => {
      const port = await freePort();
      const env = { PIKE13_TOKEN: 'tok_not_shown', PIKE13_BASE_URL: `http://127.0.0.1:${port}` };
      expect(await runCli(['desk', 'people', 'list', '--page', '2'], env)).toEqual({
        code: 1,
        stdout: '',
        stderr: `pike13: GET http://127.0.0.1:${port}/api/v2/desk/people could not reach the service: connect ECONNREFUSED 127.0.0.1:${port}\n`,
      });
    },
  );

  it('a reader that stops early (| head) ends the command quietly, exit 0', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 1_200 });
    const child = spawn(
      process.execPath,
      [CLI, 'report', 'clients', '--select', 'person_id,email', '--csv'],
      {
        env: cliEnv({ PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url }),
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
