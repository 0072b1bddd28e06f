import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';
import { CLI, cliEnv } from '../support/cli.ts';

const SLOW = { timeout: 60_000 };
const HOOK = fileURLToPath(new URL('../support/loaded-modules.ts', import.meta.url));
const SRC = new URL('../../src/', import.meta.url).href;

/** What the sandbox, MCP, sync and the report catalogues are made of: an endpoint command needs none. */
const NOT_FOR_ENDPOINTS = [/^src\/sandbox\//, /^src\/mcp\//, /^src\/sync\//, /^src\/reports\/fields\//];
/** The CLI's endpoint tables and the SDK they are built from: `pike13 sandbox` needs none. */
const NOT_FOR_SANDBOX = [
  /^src\/cli\/(namespace|endpoint-command|endpoint-client|endpoint-args)\.ts$/,
  /^src\/internal\//,
  /^src\/(front|desk|account|front-and-desk|schemas|reports)\//,
  /^src\/core\/(http|declare|resource|pike13-client)\.ts$/,
];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The modules of src/ the process loaded, relative to the repository (`src/desk/people.ts`). */
  sources: string[];
  /** Every module URL it loaded, packages and builtins included. */
  urls: string[];
}

/** Runs the CLI from the sources with `args`, to its end or until `until` returns true (then SIGTERM). */
async function runWatched(
  args: string[],
  env: Record<string, string>,
  until?: (stdout: string) => boolean,
): Promise<Run> {
  const file = join(await mkdtemp(join(tmpdir(), 'pike13-modules-')), 'loaded.txt');
  const child = spawn(process.execPath, ['--import', HOOK, CLI, ...args], {
    env: cliEnv({ ...env, LOADED_MODULES_FILE: file }),
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (until?.(stdout) && child.signalCode === null && !stopping) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const urls = (await readFile(file, 'utf8')).split('\n');
  const sources = urls.filter((url) => url.startsWith(SRC)).map((url) => `src/${url.slice(SRC.length)}`);
  return { code, stdout, stderr, sources, urls };
}

const matching = (sources: readonly string[], patterns: readonly RegExp[]) =>
  sources.filter((source) => patterns.some((pattern) => pattern.test(source)));

describe('what a pike13 process loads: only what its command uses', () => {
  it(
    'an endpoint command lists people from a sandbox without loading the sandbox, MCP, sync or report catalogues',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20 });
      const env = { PIKE13_BASE_URL: sandbox.url, PIKE13_TOKEN: sandbox.tokens.staff };
      const run = await runWatched(['desk', 'people', 'list', '--json'], env);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const direct = await fetch(`${sandbox.url}/api/v2/desk/people`, {
        headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
      });
      const { people } = (await direct.json()) as { people: { id: number }[] };
      expect((JSON.parse(run.stdout) as { id: number }[]).map((person) => person.id)).toEqual(
        people.map((person) => person.id),
      );
      expect(run.sources).toContain('src/desk/people.ts');
      expect(matching(run.sources, NOT_FOR_ENDPOINTS)).toEqual([]);
      expect(run.urls.filter((url) => url.includes('@modelcontextprotocol'))).toEqual([]);
    },
  );

  it('the help of an endpoint loads no sandbox, MCP, sync or report catalogue either', SLOW, async () => {
    const run = await runWatched(['desk', 'people', 'list', '--help'], {});
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Usage: pike13 desk people list \[options\] \[--all\]\n/);
    expect(matching(run.sources, NOT_FOR_ENDPOINTS)).toEqual([]);
  });

  it('pike13 sandbox serves without loading the endpoint tables or the SDK', SLOW, async () => {
    const args = ['sandbox', '--port', '0', '--clients', '20', '--no-rate-limit'];
    const run = await runWatched(args, {}, (stdout) => stdout.includes('Ctrl-C stops.'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Pike13 sandbox listening on http:\/\/127\.0\.0\.1:\d+\n/);
    expect(run.sources).toContain('src/sandbox/index.ts');
    expect(matching(run.sources, NOT_FOR_SANDBOX)).toEqual([]);
  });

  it('--version and the top-level help load only the bin and its command table', SLOW, async () => {
    const [version, help] = await Promise.all([runWatched(['--version'], {}), runWatched(['--help'], {})]);
    expect(version).toMatchObject({ code: 0, stdout: /^\d+\.\d+\.\d+\n$/ });
    expect(version.sources).toEqual(['src/cli/index.ts', 'src/version.ts', 'src/cli/help-table.ts']);
    expect(help).toMatchObject({ code: 0, stdout: /^Usage: pike13 <command> \[options\]\n/ });
    expect(matching(help.sources, [...NOT_FOR_ENDPOINTS, ...NOT_FOR_SANDBOX])).toEqual([]);
  });
});
