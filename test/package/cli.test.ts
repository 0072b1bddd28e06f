import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const bin = () => join(inject('packageRoot'), 'node_modules', 'pike13', 'dist', 'cli.js');

describe('the built pike13 bin', () => {
  it('prints the help of a resource from the docs the build wrote beside it', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [bin(), 'desk', 'people', '--help']);
    expect(stdout).toContain('list                           Clients of the business, 25 a page.');
  });

  it('answers bad usage with exit code 2', async () => {
    const failed = await promisify(execFile)(process.execPath, [bin(), 'desk', 'peeple', 'list']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({
      code: 2,
      stderr: 'pike13: unknown desk resource peeple; see pike13 desk --help\n',
    });
  });
});
