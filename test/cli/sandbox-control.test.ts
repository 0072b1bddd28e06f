import { describe, expect, it, vi } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';
import { freePort } from '../support/loopback.ts';

describe('pike13 sandbox <control> against a running sandbox', () => {
  it('refuses a base URL that is not loopback http before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const base of ['https://mystudio.pike13.com', 'http://10.0.0.5:4013', 'https://127.0.0.1:4013']) {
        const run = await runCli(['sandbox', 'faults', 'clear'], {
          PIKE13_BASE_URL: base,
          PIKE13_TOKEN: 'secret-token-1',
        });
        expect(run.code).toBe(2);
        expect(run.stderr).toMatch(/sandbox controls reach only a sandbox on this machine/);
        expect(run.stderr).not.toContain('secret-token-1');
      }
      const flag = await runCli(['sandbox', 'logs', '--base-url', 'https://mystudio.pike13.com'], {
        PIKE13_BASE_URL: 'http://127.0.0.1:4013',
        PIKE13_TOKEN: 't',
      });
      expect(flag.stderr).toMatch(/https:\/\/mystudio\.pike13\.com is not http on loopback/);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('needs a base URL and a token, and names an unknown subcommand', async () => {
    expect((await runCli(['sandbox', 'logs'], { PIKE13_TOKEN: 't' })).stderr).toMatch(
      /no sandbox: set PIKE13_BASE_URL/,
    );
    expect((await runCli(['sandbox', 'logs'], { PIKE13_BASE_URL: 'http://127.0.0.1:4013' })).stderr).toMatch(
      /no token: set PIKE13_TOKEN/,
    );
    const typo = await runCli(['sandbox', 'fautls'], {});
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown sandbox command fautls.*faults/);
  });

  it('says the sandbox refused a client token, without printing the token', async () => {
    const sandbox = await sandboxFor();
    const run = await runCli(['sandbox', 'faults', 'list'], {
      PIKE13_BASE_URL: sandbox.url,
      PIKE13_TOKEN: sandbox.tokens.client,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the sandbox answered 403: Sandbox controls need a staff or owner token/);
    expect(run.stderr).not.toContain(sandbox.tokens.client);
  });

  it('says where it could not reach the sandbox', async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    const run = await runCli(['sandbox', 'faults', 'list'], { PIKE13_BASE_URL: base, PIKE13_TOKEN: 'tok' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`could not reach the sandbox at ${base}: ECONNREFUSED`));
  });

  it('lists the control subcommands in pike13 sandbox --help', async () => {
    const run = await runCli(['sandbox', '--help']);
    expect(run.stdout).toMatch(/logs, faults, trigger/);
  });
});
