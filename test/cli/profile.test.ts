import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { credentialsPath, saveProfile } from '../../src/cli/credentials.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';

const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));
const SLOW = { timeout: 60_000 };

async function cli(args: string[], env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error }),
  );
}

describe('--profile on every command', () => {
  it(
    'picks a saved login over PIKE13_TOKEN and PIKE13_PROFILE; an unknown one is bad usage',
    SLOW,
    async () => {
      const sandbox = await sandboxFor();
      const home = mkdtempSync(join(tmpdir(), 'pike13-profile-'));
      onTestFinished(() => rmSync(home, { recursive: true, force: true }));
      const env = { XDG_CONFIG_HOME: home, PIKE13_TOKEN: 'not-a-token', PIKE13_PROFILE: 'other' };
      await saveProfile(credentialsPath(env), 'studio', {
        accessToken: sandbox.tokens.staff,
        baseUrl: sandbox.url,
      });
      const me = await cli(['desk', 'people', 'me', '--profile', 'studio', '--json'], env);
      expect(me).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(me.stdout).id).toBe((await sdk(sandbox).desk.people.me()).id);
      const report = await cli(
        ['report', 'clients', '--select', 'person_id', '--profile', 'studio', '--ndjson'],
        env,
      );
      expect(report.code).toBe(0);
      const rows = (await sdk(sandbox).reports.clients.select('person_id').all()).length;
      expect(report.stdout.trim().split('\n')).toHaveLength(rows);
      const none = await cli(['desk', 'people', 'me', '--profile', 'none'], env);
      expect(none).toMatchObject({
        code: 2,
        stderr: 'pike13: no saved login for profile none: run pike13 login --profile none\n',
      });
      const withoutFlag = await cli(['desk', 'people', 'me'], { ...env, PIKE13_BASE_URL: sandbox.url });
      expect(withoutFlag.code).toBe(1);
      expect(withoutFlag.stderr).toMatch(/^pike13: .*401/);
      expect(withoutFlag.stderr).not.toContain('not-a-token');
    },
  );
});
