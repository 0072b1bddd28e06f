import { InputError } from '../core/errors.ts';
import { resolveHosts } from '../core/hosts.ts';

/** Refuses a missing or empty string option, naming it. */
export function requireText(value: unknown, param: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InputError(`${param} must be a non-empty string`, param);
  }
  return value;
}

/** Refuses a `redirectUri` that is not an absolute URL. */
export function requireAbsoluteUrl(value: unknown, param: string): string {
  const text = requireText(value, param);
  if (!URL.canParse(text)) throw new InputError(`${param} must be an absolute URL`, param);
  return text;
}

/**
 * Where the OAuth endpoints live: `baseUrl` (https, or http on loopback), else
 * `https://<subdomain>.pike13.com` (business login), else `https://pike13.com` (account-wide login).
 */
export function oauthOrigin(subdomain: string | undefined, baseUrl: string | undefined): string {
  const hosts = resolveHosts(subdomain, baseUrl);
  return hosts.business ?? hosts.account;
}
