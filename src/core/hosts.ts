import { InputError } from './errors.ts';

/** Which API an endpoint belongs to: it picks the host and the rate-limit bucket. */
export type Api = 'core' | 'account' | 'webhooks' | 'reports';

const SERVICE_HOST = 'pike13.com';
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The base URLs a client talks to: the business host, and the account host (no subdomain). */
export interface Hosts {
  business: string | undefined;
  account: string;
}

/** Works out the hosts from `subdomain` or `baseUrl`; refuses plain http except on loopback. */
export function resolveHosts(subdomain: string | undefined, baseUrl: string | undefined): Hosts {
  if (baseUrl !== undefined) {
    const origin = checkBaseUrl(baseUrl);
    return { business: origin, account: origin };
  }
  if (subdomain !== undefined && !SUBDOMAIN.test(subdomain)) {
    throw new InputError(`subdomain ${JSON.stringify(subdomain)} is not a valid host label`, 'subdomain');
  }
  return {
    business: subdomain === undefined ? undefined : `https://${subdomain.toLowerCase()}.${SERVICE_HOST}`,
    account: `https://${SERVICE_HOST}`,
  };
}

function checkBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new InputError(`baseUrl ${JSON.stringify(baseUrl)} is not a URL`, 'baseUrl');
  }
  if (isSecureOrLoopback(url)) return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  throw new InputError(
    'baseUrl must use https (plain http is allowed only for loopback addresses)',
    'baseUrl',
  );
}

/** True when `url` is https, or http on a loopback address. */
export function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
}

/** The origin an API's calls go to. */
export function originFor(hosts: Hosts, api: Api): string {
  if (api === 'account') return hosts.account;
  if (hosts.business === undefined) {
    throw new InputError(
      `the ${api} API needs a business: pass subdomain (or baseUrl) to new Pike13()`,
      'subdomain',
    );
  }
  return hosts.business;
}
