import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { credentialsPath, saveProfile } from '../../src/cli/credentials.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

const SLOW = { timeout: 60_000 };

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
      const me = await runCli(['desk', 'people', 'me', '--profile', 'studio', '--json'], env);
      expect(me).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(me.stdout).id).toBe((await sdk(sandbox).desk.people.me()).id);
      const report = await runCli(
        ['report', 'clients', '--select', 'person_id', '--profile', 'studio', '--ndjson'],
        env,
      );
      expect(report.code).toBe(0);
      const rows = (await sdk(sandbox).reports.clients.select('person_id').all()).length;
      expect(report.stdout.trim().split('\n')).toHaveLength(rows);
      const none = await runCli(['desk', 'people', 'me', '--profile', 'none'], env);
      expect(none).toMatchObject({
        code: 2,
        stderr: 'pike13: no saved login for profile none: run pike13 login --profile none\n',
      });
      const withoutFlag = await runCli(['desk', 'people', 'me'], { ...env, PIKE13_BASE_URL: sandbox.url });
      expect(withoutFlag.code).toBe(1);
      expect(withoutFlag.stderr).toMatch(/^pike13: .*401/);
      expect(withoutFlag.stderr).not.toContain('not-a-token');
    },
  );
});
