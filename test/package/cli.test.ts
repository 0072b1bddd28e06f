import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { runCli } from '../support/cli.ts';

const HOOK = fileURLToPath(new URL('../support/loaded-modules.ts', import.meta.url));

const bin = () => join(inject('packageRoot'), 'node_modules', 'pike13', 'dist', 'cli.js');

describe('the built pike13 bin', () => {
  it('prints the help of a resource from the docs the build wrote beside it', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [bin(), 'desk', 'people', '--help']);
    expect(stdout).toContain('\n  list    Clients of the business, 25 a page.\n');
  });

  it('sandbox: its banner points the CLI at it as installed (npx pike13), and that command works', async () => {
    const sandbox = spawn(process.execPath, [bin(), 'sandbox', '--port', '0', '--clients', '20']);
    onTestFinished(() => {
      sandbox.kill('SIGKILL');
    });
    let banner = '';
    await new Promise<void>((resolve) => {
      sandbox.stdout.on('data', (chunk) => {
        banner += chunk;
        if (banner.includes('Ctrl-C stops.')) resolve();
      });
    });
    const exported = /^ {2}export PIKE13_BASE_URL=(\S+) PIKE13_TOKEN=(\S+)$/m.exec(banner);
    const command = /^ {2}npx pike13 (.+)$/m.exec(banner)?.[1] as string;
    expect(command).toBe('desk people list --table');
    const env = { PATH: process.env.PATH ?? '', PIKE13_BASE_URL: exported?.[1], PIKE13_TOKEN: exported?.[2] };
    const { stdout } = await promisify(execFile)(process.execPath, [bin(), ...command.split(' ')], { env });
    expect(stdout.split('\n')[0]).toMatch(/^id\s+/);
  });

  it('answers an endpoint help from the table the build wrote: the text the CLI works out, no SDK loaded', async () => {
    const lines = [['desk'], ['desk', 'people'], ['desk', 'people', 'list', '--help'], ['webhooks', '-h']];
    for (const line of lines) {
      const loaded = join(await mkdtemp(join(tmpdir(), 'pike13-modules-')), 'loaded.txt');
      const env = { PATH: process.env.PATH ?? '', LOADED_MODULES_FILE: loaded };
      const built = await promisify(execFile)(process.execPath, ['--import', HOOK, bin(), ...line], { env });
      expect(built.stdout).toBe((await runCli(line)).stdout);
      const files = (await readFile(loaded, 'utf8')).split('\n').filter((url) => url.startsWith('file:'));
      const texts = await Promise.all(files.map((url) => readFile(fileURLToPath(url), 'utf8')));
      // zod's schemas and the HTTP core: what an endpoint's help used to load and a call still does.
      expect(texts.filter((text) => text.includes('_zod') || text.includes('HttpCore = class'))).toEqual([]);
    }
  });

  it('answers bad usage with exit code 2', async () => {
    const failed = await promisify(execFile)(process.execPath, [bin(), 'desk', 'peeple', 'list']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 2,
      stderr: 'pike13: unknown desk resource peeple; did you mean people? (see pike13 desk --help)\n',
    });
  });
});
