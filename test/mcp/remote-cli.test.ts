import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CLI, cliEnv, runCli } from '../support/cli.ts';
import { connectedClient } from './remote-support.ts';

const SLOW = { timeout: 60_000 };

/** `pike13 <args>` as a child process, once `ready` shows in what it printed. */
function start(args: string[], ready: RegExp, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: cliEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return new Promise<{ child: ChildProcess; output: string }>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) resolve({ child, output });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

const field = (output: string, name: string) => new RegExp(`${name}\\s+(\\S+)`).exec(output)?.[1] as string;

describe('pike13 mcp --http', () => {
  it(
    'one command serves /mcp: the SDK client signs in through `pike13 sandbox --redirect-uri` and calls a tool',
    SLOW,
    async () => {
      const pike13 = await start(
        ['sandbox', '--port', '0', '--clients', '5', '--redirect-uri', 'http://127.0.0.1/pike13/callback'],
        /Ctrl-C stops\./,
      );
      const sandboxUrl = /listening on (\S+)/.exec(pike13.output)?.[1] as string;
      const env = {
        PIKE13_CLIENT_ID: field(pike13.output, 'client id'),
        PIKE13_CLIENT_SECRET: field(pike13.output, 'client secret'),
        PIKE13_BASE_URL: sandboxUrl,
      };
      const mcp = await start(
        ['mcp', '--http', '--port', '0', '--store', 'memory'],
        /add (\S+) to your MCP client/,
        env,
      );
      expect(mcp.output).not.toContain(env.PIKE13_CLIENT_SECRET);
      const url = /add (\S+) to your MCP client/.exec(mcp.output)?.[1] as string;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const { client } = await connectedClient(url);
      const result = await client.callTool({ name: 'desk_people_list', arguments: {} });
      const staff = await fetch(`${sandboxUrl}/api/v2/desk/people`, {
        headers: { authorization: `Bearer ${field(pike13.output, 'staff token')}` },
      });
      const firstPage = ((await staff.json()) as { people: { id: number }[] }).people.map(
        (person) => person.id,
      );
      const listed = (result.structuredContent as { items: { id: number }[] }).items.map(
        (person) => person.id,
      );
      expect(listed).toEqual(firstPage);
    },
  );

  it('refuses before starting: an http public URL off loopback, no Pike13 app, a bad --redirect-uri, --toolsets', async () => {
    const app = {
      PIKE13_CLIENT_ID: 'id',
      PIKE13_CLIENT_SECRET: 'secret',
      PIKE13_BASE_URL: 'http://127.0.0.1:9',
    };
    const [plain, noApp, redirect, toolsets] = await Promise.all([
      runCli(['mcp', '--http', '--public-url', 'http://mcp.example.com'], app),
      runCli(['mcp', '--http'], { PIKE13_BASE_URL: 'http://127.0.0.1:9' }),
      runCli(['sandbox', '--redirect-uri', 'javascript:alert(1)']),
      runCli(['mcp', '--http', '--port', '0', '--store', 'memory', '--toolsets', 'nope'], app),
    ]);
    expect(toolsets).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--toolsets: no tool in nope'),
    });
    expect(plain).toMatchObject({ code: 2, stderr: expect.stringContaining('--public-url must be https') });
    expect(noApp).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('set PIKE13_CLIENT_ID and PIKE13_CLIENT_SECRET'),
    });
    expect(redirect).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--redirect-uri must be an absolute http(s) URL'),
    });
  });
});
