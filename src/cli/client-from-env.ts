import type { ClientOptions } from '../core/options.ts';
import type { Pike13 } from '../pike13.ts';
import { credentialsPath, readProfiles } from './credentials.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/** Where a command's client points, from flags or the environment. */
export interface Target {
  subdomain?: string | undefined;
  baseUrl?: string | undefined;
  /** The saved login to use (`--profile`): it wins over `PIKE13_TOKEN` and `PIKE13_PROFILE`. */
  profile?: string | undefined;
}

/** The `util.parseArgs` options every command takes to pick the business and the login. */
export const TARGET_OPTIONS = {
  subdomain: {
    type: 'string',
    value: 'name',
    help: 'the business, as in https://<name>.pike13.com (PIKE13_SUBDOMAIN)',
  },
  'base-url': {
    type: 'string',
    value: 'url',
    help: 'another origin instead (PIKE13_BASE_URL), e.g. http://127.0.0.1:4013 for the sandbox',
  },
  profile: {
    type: 'string',
    value: 'name',
    help: 'the login pike13 login saved under this name; else PIKE13_TOKEN, else PIKE13_PROFILE or default',
  },
} as const;

/** The target named by parsed `TARGET_OPTIONS`. */
export function targetOf(values: Readonly<Record<string, unknown>>): Target {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  return { subdomain: text('subdomain'), baseUrl: text('base-url'), profile: text('profile') };
}

/**
 * The client of a command: the token of `--profile` when given, else `PIKE13_TOKEN`, else the profile
 * `pike13 login` saved (`PIKE13_PROFILE`, default `default`); the business from `--subdomain` /
 * `--base-url`, then `PIKE13_SUBDOMAIN` / `PIKE13_BASE_URL`, then the profile.
 */
export async function clientFromEnv(target: Target, env: NodeJS.ProcessEnv = cliIo().env): Promise<Pike13> {
  const options = await clientOptionsFromEnv(target, env);
  // Loaded here, not up front: a command's help and a bad command line never need the SDK.
  const { Pike13 } = await import('../pike13.ts');
  return new Pike13(options);
}

/** The business and token a command's client takes, found as `clientFromEnv` says. */
export async function clientOptionsFromEnv(
  target: Target,
  env: NodeJS.ProcessEnv = cliIo().env,
): Promise<ClientOptions> {
  const useToken = env.PIKE13_TOKEN && target.profile === undefined;
  const profileName = target.profile ?? (env.PIKE13_PROFILE || 'default');
  const profile = useToken ? undefined : (await readProfiles(credentialsPath(env)))[profileName];
  const accessToken = useToken ? env.PIKE13_TOKEN : profile?.accessToken;
  if (!accessToken) throw new UsageError(noToken(target.profile));
  const baseUrl = target.baseUrl ?? env.PIKE13_BASE_URL ?? (target.subdomain ? undefined : profile?.baseUrl);
  const subdomain = target.subdomain ?? env.PIKE13_SUBDOMAIN ?? profile?.subdomain;
  if (baseUrl) return { baseUrl, accessToken };
  if (subdomain) return { subdomain, accessToken };
  throw new UsageError(
    'no business: pass --subdomain or --base-url (or set PIKE13_SUBDOMAIN / PIKE13_BASE_URL)',
  );
}

function noToken(profile: string | undefined): string {
  if (profile === undefined) return 'no token: run pike13 login, or set PIKE13_TOKEN';
  return `no saved login for profile ${profile}: run pike13 login --profile ${profile}`;
}
