import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Runs the CLI with no token, profile or business in its environment: help needs none. */
async function pike13(...args: string[]) {
  const env = { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: '/nonexistent' };
  return promisify(execFile)(process.execPath, [CLI, ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const COMMANDS = [
  ['sandbox'],
  ['front'],
  ['desk'],
  ['account'],
  ['login'],
  ['logout'],
  ['webhooks'],
  ['webhooks', 'serve'],
  ['report'],
  ['mcp'],
];

describe('pike13 help and version', { timeout: 120_000 }, () => {
  it('answers --help and -h on every command: its usage on stdout, exit 0, nothing started', async () => {
    // -h on the commands that parse their own options; the endpoint commands read both words the same way.
    const short = (words: string[]) =>
      ['sandbox', 'login', 'logout', 'mcp', 'report'].includes(words[0] ?? '');
    const runs = COMMANDS.flatMap((words) => [
      pike13(...words, '--help').then((result) => ({ words, flag: '--help', result })),
      ...(short(words) ? [pike13(...words, '-h').then((result) => ({ words, flag: '-h', result }))] : []),
    ]);
    for (const { words, flag, result } of await Promise.all(runs)) {
      const shown = `pike13 ${words.join(' ')} ${flag}`;
      expect({ shown, code: result.code, stderr: result.stderr }).toEqual({ shown, code: 0, stderr: '' });
      expect(result.stdout.startsWith(`Usage: pike13 ${words.join(' ')}`), shown).toBe(true);
    }
  });

  it('lists each option of a command with its argument, meaning and default', async () => {
    const { stdout } = await pike13('sandbox', '--help');
    expect(stdout).toContain(
      '--port <port>                the port to listen on (0: any free one) (default: 4013)',
    );
    expect(stdout).toContain('--[no-]rate-limit');
    expect(stdout).toContain('--cors-origin <origin>');
    const mcp = await pike13('mcp', '--help');
    expect(mcp.stdout).toContain('--base-url <url>');
    expect(mcp.stdout).toContain('PIKE13_BASE_URL');
  });

  it('prints the version of the package with --version, -v and version', async () => {
    for (const flag of ['--version', '-v', 'version']) {
      expect(await pike13(flag)).toEqual({ code: 0, stdout: `${PACKAGE.version}\n`, stderr: '' });
    }
  });

  it('calls the webhook commands verbs, lists serve, and spells trigger one way', async () => {
    const { stdout } = await pike13('webhooks', '--help');
    expect(stdout).toMatch(/^Usage: pike13 webhooks <verb> \[options\]\n\nVerbs:\n/);
    expect(stdout).not.toContain('Resources:');
    expect(stdout).toMatch(/^ {2}trigger +Makes the service send a sample notification/m);
    expect(stdout).toMatch(/^ {2}serve +A local receiver/m);
    expect(stdout).not.toContain('trigger-sample');
    const old = await pike13('webhooks', 'trigger-sample', '42');
    expect(old).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown webhooks resource trigger-sample'),
    });
  });

  it('names --base-url and the environment in the top-level help', async () => {
    const { stdout, code } = await pike13('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--base-url <url>');
    expect(stdout).toContain('PIKE13_BASE_URL');
    expect(stdout).toContain('pike13 --version');
  });
});
