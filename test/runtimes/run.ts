// The runtime matrix: packs the built package, installs the tarball in a throwaway consumer folder, and runs
// the one smoke suite (smoke.js) in Node 22, Node 24 (also through `require`: the CommonJS build), Bun,
// Deno, workerd and Chromium against the sandbox on loopback. Prints a table (runtime, version,
// result) and exits non-zero on any failure.
// Its `npm pack` builds dist/ first when it is missing or stale (the package's `prepare` script).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../support/chromium.ts';
import { browserHost } from './browser-host.ts';
import { bundleFromConsumer, forRequire } from './bundle.ts';
import { type MatrixRow, type RuntimeHost, type SmokeResult, summarize, versionIn } from './results.ts';
import { startService } from './service.ts';
import { workerdHost } from './workerd-host.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const TIMEOUT_MS = 120_000;

/**
 * The path of a runtime's binary, which npx installs into its cache on first use: Bun, Deno and workerd
 * (140 MB to download) are not devDependencies, so neither a clone's `npm install` nor a git-URL install
 * (npm installs the devDependencies to build) downloads them.
 */
async function runtimeBin(spec: string, name: string): Promise<string> {
  const args = ['--yes', `--package=${spec}`, '--', 'sh', '-c', `command -v ${name}`];
  const { stdout } = await run('npx', args, { cwd: root, timeout: TIMEOUT_MS });
  return stdout.trim();
}

/** A runtime that runs `script` (cli.js) from the consumer folder, which prints the results as JSON. */
function cliHost(name: string, command: string[], runArgs: string[] = [], script = 'cli.js'): RuntimeHost {
  const [file, ...prefix] = command as [string, ...string[]];
  return {
    name,
    async version(consumer) {
      const { stdout } = await run(file, [...prefix, '--version'], { cwd: consumer, timeout: TIMEOUT_MS });
      return versionIn(stdout);
    },
    async smoke(consumer, apiUrl) {
      const args = [...prefix, ...runArgs, script, apiUrl];
      const { stdout } = await run(file, args, { cwd: consumer, timeout: TIMEOUT_MS });
      return JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]');
    },
  };
}

/** Every runtime of the matrix, in the versions the README names. */
async function runtimeHosts(): Promise<RuntimeHost[]> {
  const bun = await runtimeBin('bun@1.4.5', 'bun');
  const deno = await runtimeBin('deno@2.9.5', 'deno');
  const workerd = await runtimeBin('workerd@1.20261023.1', 'workerd');
  return [
    cliHost('Node 22', ['npx', '--yes', '--package=node@22', '--', 'node']),
    cliHost('Node 24', [process.execPath]),
    cliHost('Node 24 (require)', [process.execPath], [], 'cli.cjs'),
    cliHost('Bun', [bun]),
    cliHost('Deno', [deno], ['run', '--allow-net=127.0.0.1', '--allow-read']),
    workerdHost(workerd),
    browserHost(CHROMIUM_PATH),
  ];
}

/** Packs the package and installs the tarball, with the suite's files, in a new consumer folder. */
async function prepareConsumer(): Promise<string> {
  const consumer = mkdtempSync(join(tmpdir(), 'pike13-runtimes-'));
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', consumer], { cwd: root });
  const tarball = stdout.trim().split('\n').at(-1) ?? '';
  const manifest = {
    name: 'pike13-consumer',
    private: true,
    type: 'module',
    dependencies: { pike13: `file:./${tarball}` },
  };
  writeFileSync(join(consumer, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: consumer,
    timeout: TIMEOUT_MS,
  });
  for (const file of ['smoke.js', 'shared.js', 'cli.js', 'worker.js', 'browser.js']) {
    copyFileSync(join(here, file), join(consumer, file));
  }
  await bundleFromConsumer(consumer, 'cli.js', join(consumer, 'cli.cjs'), forRequire);
  return consumer;
}

async function main() {
  const hosts = await runtimeHosts();
  const consumer = await prepareConsumer();
  const service = await startService();
  const rows: MatrixRow[] = [];
  try {
    for (const host of hosts) {
      const version = await host.version(consumer).catch((error) => `? (${firstLine(error)})`);
      const results = await host
        .smoke(consumer, service.url)
        .catch((error): SmokeResult[] => [{ name: 'runtime started', ok: false, detail: String(error) }]);
      rows.push({ runtime: host.name, version, results });
    }
  } finally {
    await service.close();
    rmSync(consumer, { recursive: true, force: true });
  }
  process.exitCode = summarize(rows) ? 0 : 1;
}

function firstLine(error: unknown) {
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}

await main();
