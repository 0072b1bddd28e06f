import { redactSecrets, type Secret } from '../core/redact.ts';
import { OAuthRedirectError } from './errors.ts';

/** The request a redirect answered, as errors name it. */
export interface RedirectedRequest {
  method: string;
  url: string;
  label: string;
  secrets: readonly Secret[];
}

/** A hostile `Location` can be of any length: the origin shown is cut to this. */
const MAX_ORIGIN_LENGTH = 200;

/**
 * True for an answer that redirects: a 3xx, a browser's `opaqueredirect` (status 0), or the answer of a
 * given `fetch` that followed a redirect although asked not to.
 */
export function isRedirect(response: Response): boolean {
  const { status, type, redirected } = response;
  return type === 'opaqueredirect' || (status >= 300 && status < 400) || redirected;
}

/** The error for a redirect answer: its status and the origin it points to, nothing of its path or query. */
export function redirectError(response: Response, sent: RedirectedRequest): OAuthRedirectError {
  const location = targetOrigin(response, sent);
  const context = { method: sent.method, url: sent.url, status: response.status };
  return new OAuthRedirectError(`${sent.label} ${what(response, location)}`, location, context);
}

function what(response: Response, location: string | undefined): string {
  const refused = 'refused: the code and the client secret go to the token endpoint only';
  if (response.type === 'opaqueredirect')
    return `answered with a redirect the browser hides (status 0), ${refused}`;
  const to = location === undefined ? 'without a usable Location' : `to ${location}`;
  if (response.redirected)
    return `was redirected ${to} by the given fetch (status ${response.status}), ${refused}`;
  return `answered ${response.status}, a redirect ${to}, ${refused}`;
}

/** Where the redirect points: `Location` read against the request, or where a following `fetch` ended. */
function targetOrigin(response: Response, sent: RedirectedRequest): string | undefined {
  const target = response.redirected ? response.url : response.headers.get('location');
  const url = target ? URL.parse(target, sent.url) : null;
  if (url === null) return undefined;
  const origin = url.origin === 'null' ? url.protocol : url.origin;
  return redactSecrets(origin, sent.secrets).slice(0, MAX_ORIGIN_LENGTH);
}
