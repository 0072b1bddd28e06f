import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type CommandLine, type HelpedOption, parseCommandLine } from './command-line.ts';
import { credentialsPath, saveProfile } from './credentials.ts';
import { wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/** The loopback port the redirect comes back to: register `http://127.0.0.1:4015/callback` in the app. */
const DEFAULT_PORT = '4015';
const WAIT_MS = 5 * 60_000;

const PROFILE = {
  type: 'string',
  value: 'name',
  help: 'the saved login to write (default: PIKE13_PROFILE, else default)',
} as const satisfies HelpedOption;

/** `pike13 login`'s grammar and help (its flags complete too). */
export const LOGIN = {
  usage: 'login [options]',
  about: [
    'Signs in with OAuth: prints the address to open, waits for the redirect on a loopback port, and saves the',
    'token in your config folder (mode 0600) under the profile. The token is never printed.',
  ].join(' '),
  options: {
    subdomain: { type: 'string', value: 'name', help: 'the business, as in https://<name>.pike13.com' },
    'base-url': {
      type: 'string',
      value: 'url',
      help: 'another origin instead (PIKE13_BASE_URL), e.g. http://127.0.0.1:4013 for the sandbox',
    },
    'client-id': { type: 'string', value: 'id', help: "your app's client id (PIKE13_CLIENT_ID)" },
    'client-secret': {
      type: 'string',
      value: 'secret',
      help: "your app's client secret (PIKE13_CLIENT_SECRET, which keeps it off the process list)",
    },
    port: {
      type: 'string',
      default: DEFAULT_PORT,
      help: 'the loopback port of the redirect: register http://127.0.0.1:<port>/callback',
    },
    profile: PROFILE,
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/** `pike13 logout`'s grammar and help (its flags complete too). */
export const LOGOUT = {
  usage: 'logout [options]',
  about: 'Forgets the token saved under the profile.',
  options: {
    profile: { ...PROFILE, help: 'the saved login to forget (default: PIKE13_PROFILE, else default)' },
  },
} as const satisfies CommandLine<Record<string, HelpedOption>>;

/**
 * `pike13 login [--subdomain S | --base-url URL] [--client-id ID] [--client-secret S] [--port 4015]
 * [--profile P]`: the OAuth code flow with the redirect to a loopback port this command listens on; the
 * token is saved in the user's config folder (mode 0600) under the profile, never printed.
 */
export async function runLogin(args: string[]): Promise<void> {
  const values = parseCommandLine(args, LOGIN);
  if (!values) return;
  const { env } = cliIo();
  const clientId = values['client-id'] ?? env.PIKE13_CLIENT_ID;
  const clientSecret = values['client-secret'] ?? env.PIKE13_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new UsageError(
      'login needs the app: --client-id and --client-secret (or PIKE13_CLIENT_ID and PIKE13_CLIENT_SECRET)',
    );
  }
  const where = businessOf(values.subdomain, values['base-url']);
  const port = wholeNumber(values.port, '--port');
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const state = randomBytes(16).toString('hex');
  // The OAuth client loads once the command line is read: `login --help` and `logout` need none of it.
  const [{ authorizationUrl }, { exchangeCode }] = await Promise.all([
    import('../oauth/authorize.ts'),
    import('../oauth/exchange.ts'),
  ]);
  const url = authorizationUrl({ clientId, redirectUri, state, ...defined(where) });
  const callback = await listen(port);
  cliIo().stderr.write(`Open this address to sign in (waiting on ${redirectUri}):\n${url}\n`);
  const code = await callback.code(state).finally(() => callback.close());
  const token = await exchangeCode({ clientId, clientSecret, redirectUri, code, ...defined(where) });
  const profile = profileOf(values.profile);
  await saveProfile(credentialsPath(), profile, { accessToken: token.accessToken, ...defined(where) });
  cliIo().stderr.write(`Signed in: profile ${profile} saved in ${credentialsPath()}\n`);
}

/** `pike13 logout [--profile P]`: forgets the profile's token. */
export async function runLogout(args: string[]): Promise<void> {
  const values = parseCommandLine(args, LOGOUT);
  if (!values) return;
  const profile = profileOf(values.profile);
  await saveProfile(credentialsPath(), profile, undefined);
  cliIo().stderr.write(`Signed out: profile ${profile} removed\n`);
}

/** The profile `--profile` names, else `PIKE13_PROFILE`, else `default`. */
function profileOf(flag: string | undefined): string {
  return flag ?? (cliIo().env.PIKE13_PROFILE || 'default');
}

/**
 * The business to sign in to, as the other commands find it: the flags, then `PIKE13_BASE_URL` (unless
 * `--subdomain` names one) and `PIKE13_SUBDOMAIN`; without any, the account-wide sign-in of pike13.com.
 */
function businessOf(subdomain: string | undefined, baseUrl: string | undefined) {
  return {
    subdomain: subdomain ?? cliIo().env.PIKE13_SUBDOMAIN,
    baseUrl: baseUrl ?? (subdomain ? undefined : cliIo().env.PIKE13_BASE_URL),
  };
}

function defined<T extends Record<string, string | undefined>>(values: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<
    Record<keyof T, string>
  >;
}

/** A loopback server waiting for the redirect of the authorization. */
async function listen(port: number): Promise<{ code(state: string): Promise<string>; close(): void }> {
  let settle: { resolve(query: URLSearchParams): void; reject(error: Error): void } | undefined;
  const arrived = new Promise<URLSearchParams>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      res.writeHead(404).end();
      return;
    }
    const failed = url.searchParams.has('error');
    res.writeHead(failed ? 400 : 200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(
      failed ? 'Sign-in was refused; see the terminal.' : 'Signed in to pike13: you can close this tab.',
    );
    settle?.resolve(url.searchParams);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const timer = setTimeout(
    () => settle?.reject(new UsageError('login: no sign-in within 5 minutes')),
    WAIT_MS,
  );
  return {
    async code(state) {
      const query = await arrived;
      const error = query.get('error');
      if (error)
        throw new Error(
          `login: the service refused: ${error} ${query.get('error_description') ?? ''}`.trim(),
        );
      if (query.get('state') !== state)
        throw new Error('login: the callback carries another state; start again');
      const code = query.get('code');
      if (!code) throw new Error('login: the callback carries no code');
      return code;
    },
    close() {
      clearTimeout(timer);
      server.close();
    },
  };
}
