import { Pike13 } from '../client.ts';
import { credentialsPath, readProfiles } from './credentials.ts';
import { UsageError } from './usage-error.ts';

/** Where a command's client points, from flags or the environment. */
export interface Target {
  subdomain?: string | undefined;
  baseUrl?: string | undefined;
}

/**
 * The client of a command: the token from `PIKE13_TOKEN`, else from the profile `pike13 login` saved
 * (`PIKE13_PROFILE`, default `default`); the business from `--subdomain` / `--base-url`, then
 * `PIKE13_SUBDOMAIN` / `PIKE13_BASE_URL`, then the profile.
 */
export async function clientFromEnv(target: Target, env: NodeJS.ProcessEnv = process.env): Promise<Pike13> {
  const profileName = env.PIKE13_PROFILE || 'default';
  const profile = env.PIKE13_TOKEN ? undefined : (await readProfiles(credentialsPath(env)))[profileName];
  const accessToken = env.PIKE13_TOKEN || profile?.accessToken;
  if (!accessToken) throw new UsageError('no token: run pike13 login, or set PIKE13_TOKEN');
  const baseUrl = target.baseUrl ?? env.PIKE13_BASE_URL ?? (target.subdomain ? undefined : profile?.baseUrl);
  const subdomain = target.subdomain ?? env.PIKE13_SUBDOMAIN ?? profile?.subdomain;
  if (baseUrl) return new Pike13({ baseUrl, accessToken });
  if (subdomain) return new Pike13({ subdomain, accessToken });
  throw new UsageError(
    'no business: pass --subdomain or --base-url (or set PIKE13_SUBDOMAIN / PIKE13_BASE_URL)',
  );
}
