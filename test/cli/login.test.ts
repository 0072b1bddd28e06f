import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sandboxFor } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

const SLOW = { timeout: 30_000 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function configHome(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pike13-login-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts `pike13 login …` in this process; `url` resolves with the authorization URL it prints. */
function login(args: string[], env: Record<string, string>) {
  let output = '';
  let printed: (url: string) => void = () => {};
  const url = new Promise<string>((resolve) => {
    printed = resolve;
  });
  const watch = (stderr: string) => {
    output = stderr;
    const found = /^(http:\/\/\S+\/oauth\/authorize\S+)$/m.exec(stderr)?.[1];
    if (found) printed(found);
  };
  const exited = runCli(['login', ...args], env, watch).then((run) => {
    output = run.stdout + run.stderr;
    return run.code;
  });
  const urlOrExit = Promise.race([
    url,
    exited.then((code) => Promise.reject(new Error(`exited ${code}: ${output}`))),
  ]);
  return { url: urlOrExit, exited, output: () => output };
}

describe('pike13 login against the sandbox OAuth', () => {
  it(
    'signs in through the loopback redirect, saves the token 0600 under the profile, never prints it',
    SLOW,
    async () => {
      const port = await freePort();
      const redirectUri = `http://127.0.0.1:${port}/callback`;
      const sandbox = await sandboxFor({ redirectUris: [redirectUri] });
      const home = configHome();
      const env = {
        XDG_CONFIG_HOME: home,
        PIKE13_CLIENT_ID: sandbox.clientId,
        PIKE13_CLIENT_SECRET: sandbox.clientSecret,
      };
      const run = login(['--base-url', sandbox.url, '--port', String(port), '--profile', 'studio'], env);
      const authorize = new URL(await run.url);
      expect(authorize.searchParams.get('redirect_uri')).toBe(redirectUri);
      expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

      // The browser's part: the service auto-consents and redirects to the loopback callback.
      const consent = await fetch(authorize, { redirect: 'manual' });
      const callback = consent.headers.get('location') as string;
      expect(callback.startsWith(`${redirectUri}?code=`)).toBe(true);
      const page = await fetch(callback);
      expect(await page.text()).toBe('Signed in to pike13: you can close this tab.');
      expect(await run.exited).toBe(0);

      const file = join(home, 'pike13', 'credentials.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const saved = JSON.parse(readFileSync(file, 'utf8')).profiles.studio;
      expect(saved).toEqual({ accessToken: expect.any(String), baseUrl: sandbox.url });
      expect(run.output()).not.toContain(saved.accessToken);
      expect(run.output()).not.toContain(sandbox.clientSecret);

      // The saved profile serves the next commands; logout forgets it.
      const profileEnv = { XDG_CONFIG_HOME: home, PIKE13_PROFILE: 'studio' };
      const { stdout } = await runCli(['front', 'people', 'me', '--json'], profileEnv);
      expect(JSON.parse(stdout)).toMatchObject({ id: expect.any(Number) });
      // The flag alone chooses the profile: no PIKE13_PROFILE here.
      expect(await runCli(['logout', '--profile', 'studio'], { XDG_CONFIG_HOME: home })).toEqual({
        code: 0,
        stdout: '',
        stderr: 'Signed out: profile studio removed\n',
      });
      expect(JSON.parse(readFileSync(file, 'utf8')).profiles).toEqual({});
    },
  );

  it(
    'signs in to the sandbox PIKE13_BASE_URL names, on a loopback port the app registered without a port',
    SLOW,
    async () => {
      const port = await freePort();
      const sandbox = await sandboxFor(); // registers http://127.0.0.1/callback: any port, as RFC 8252 asks
      const home = configHome();
      const env = {
        XDG_CONFIG_HOME: home,
        PIKE13_BASE_URL: sandbox.url,
        PIKE13_CLIENT_ID: sandbox.clientId,
        PIKE13_CLIENT_SECRET: sandbox.clientSecret,
      };
      const run = login(['--port', String(port)], env);
      const authorize = new URL(await run.url);
      expect(authorize.origin).toBe(sandbox.url);
      const consent = await fetch(authorize, { redirect: 'manual' });
      expect(consent.status).toBe(302);
      await fetch(consent.headers.get('location') as string);
      expect(await run.exited).toBe(0);
      const saved = JSON.parse(readFileSync(join(home, 'pike13', 'credentials.json'), 'utf8'));
      expect(saved.profiles.default).toEqual({ accessToken: expect.any(String), baseUrl: sandbox.url });
    },
  );

  it('refuses a callback with another state, saving nothing', SLOW, async () => {
    const port = await freePort();
    const sandbox = await sandboxFor({ redirectUris: [`http://127.0.0.1:${port}/callback`] });
    const home = configHome();
    const env = {
      XDG_CONFIG_HOME: home,
      PIKE13_CLIENT_ID: sandbox.clientId,
      PIKE13_CLIENT_SECRET: sandbox.clientSecret,
    };
    const run = login(['--base-url', sandbox.url, '--port', String(port)], env);
    await run.url;
    await fetch(`http://127.0.0.1:${port}/callback?code=forged&state=not-ours`);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('pike13: login: the callback carries another state; start again');
    expect(() => statSync(join(home, 'pike13', 'credentials.json'))).toThrow();
  });

  it('answers --help with its options, exit 0, and starts nothing', SLOW, async () => {
    const { code, stdout } = await runCli(['login', '--help'], { XDG_CONFIG_HOME: configHome() });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: pike13 login \[options\]\n/);
    for (const flag of [
      '--subdomain <name>',
      '--base-url <url>',
      '--client-id <id>',
      '--port <port>',
      '-h, --help',
    ]) {
      expect(stdout).toContain(flag);
    }
  });

  it('needs the app credentials: exit 2', SLOW, async () => {
    const failed = await runCli(['login', '--subdomain', 'mybiz'], { XDG_CONFIG_HOME: configHome() });
    expect(failed).toEqual({
      stdout: '',
      code: 2,
      stderr:
        'pike13: login needs the app: --client-id and --client-secret (or PIKE13_CLIENT_ID and PIKE13_CLIENT_SECRET)\n',
    });
  });
});
