import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it, onTestFinished } from 'vitest';

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
