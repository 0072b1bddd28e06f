import { Pike13 } from '../client.ts';
import { UsageError } from './usage-error.ts';

/** Where a command's client points, from flags or the environment. */
export interface Target {
  subdomain?: string | undefined;
  baseUrl?: string | undefined;
}

/**
 * The client of a command: the token from `PIKE13_TOKEN`; the business from `--subdomain` /
 * `--base-url` or `PIKE13_SUBDOMAIN` / `PIKE13_BASE_URL` (the sandbox's URL, say).
 */
export function clientFromEnv(target: Target, env: NodeJS.ProcessEnv = process.env): Pike13 {
  const accessToken = env.PIKE13_TOKEN;
  if (!accessToken) throw new UsageError('no token: set PIKE13_TOKEN');
  const baseUrl = target.baseUrl ?? env.PIKE13_BASE_URL;
  const subdomain = target.subdomain ?? env.PIKE13_SUBDOMAIN;
  if (baseUrl) return new Pike13({ baseUrl, accessToken });
  if (subdomain) return new Pike13({ subdomain, accessToken });
  throw new UsageError(
    'no business: pass --subdomain or --base-url (or set PIKE13_SUBDOMAIN / PIKE13_BASE_URL)',
  );
}
