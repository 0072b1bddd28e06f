import { InputError, ResponseValidationError } from '../core/errors.ts';
import { redactSecrets } from '../core/redact.ts';
import { OAuthError } from './errors.ts';
import type { OAuthToken } from './exchange.ts';

/** Options of `tokenFromFragment()`. */
export interface TokenFromFragmentOptions {
  /** The `state` given to `authorizationUrl()`: the redirect must carry the same, else `OAuthError`. */
  state?: string;
}

const LABEL = 'The sign-in redirect';
/** A fragment far longer than any token answer is refused unread. */
const MAX_FRAGMENT_LENGTH = 8192;
/** The longest error code or description kept from the fragment (anyone can craft one). */
const MAX_ERROR_TEXT = 300;
/** RFC 6750 `b64token`: the characters a Bearer token can have. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Reads the access token of the implicit grant (`authorizationUrl({ responseType: 'token' })`) from the
 * redirect's fragment: give `location.href`, `location.hash` or a `URL`. Throws `OAuthError` when the
 * service answered `#error=…` (or the `state` differs), `ResponseValidationError` when no usable token is
 * there. No message ever contains the token.
 * @throws {@link OAuthError}: `#error=…` (`error` is its code, e.g. `access_denied`), or `state_mismatch`.
 * @throws {@link ResponseValidationError}: no `access_token`, a malformed one, a parameter given twice, a
 * `token_type` other than bearer, or a fragment over 8192 characters.
 * @throws {@link InputError}: `urlOrHash` is neither an absolute URL, a `URL` nor a `#…` string.
 */
export function tokenFromFragment(
  urlOrHash: string | URL,
  options: TokenFromFragmentOptions = {},
): OAuthToken {
  const params = new URLSearchParams(fragmentOf(urlOrHash).slice(1));
  const accessToken = single(params, 'access_token');
  const secrets = accessToken === undefined ? [] : [accessToken];
  const state = single(params, 'state');
  const error = single(params, 'error');
  if (error !== undefined) throw refused(error, single(params, 'error_description'), secrets);
  if (options.state !== undefined && state !== options.state) {
    throw new OAuthError(
      `${LABEL} carries another state than the sign-in started with`,
      'state_mismatch',
      undefined,
      {},
    );
  }
  if (accessToken === undefined || !BEARER_TOKEN.test(accessToken)) {
    throw invalid(accessToken === undefined ? 'carries no access_token' : 'carries a malformed access_token');
  }
  const tokenType = (single(params, 'token_type') ?? 'bearer').toLowerCase();
  if (tokenType !== 'bearer') throw invalid('carries a token_type other than bearer');
  return { accessToken, tokenType, scope: single(params, 'scope') };
}

/** The `#…` part of a redirect URL, or the hash itself; anything else is refused without being quoted. */
function fragmentOf(urlOrHash: unknown): string {
  const hash =
    urlOrHash instanceof URL
      ? urlOrHash.hash
      : typeof urlOrHash === 'string' && urlOrHash.startsWith('#')
        ? urlOrHash
        : typeof urlOrHash === 'string' && URL.canParse(urlOrHash)
          ? new URL(urlOrHash).hash
          : undefined;
  if (hash === undefined) {
    throw new InputError(
      'url must be the redirect URL or its fragment (location.href or location.hash)',
      'url',
    );
  }
  if (hash.length > MAX_FRAGMENT_LENGTH) throw invalid(`is longer than ${MAX_FRAGMENT_LENGTH} characters`);
  return hash;
}

/** The one value of `name`: a parameter given twice is ambiguous, so it is refused. */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw invalid(`carries ${name} more than once`);
  return values[0];
}

function invalid(problem: string) {
  return new ResponseValidationError(`${LABEL} ${problem}`, [problem], {});
}

/** The service's `#error=…&error_description=…`: the code and description, the token scrubbed from them. */
function refused(error: string, description: string | undefined, secrets: readonly string[]) {
  const clean = (text: string) => redactSecrets(text, secrets).slice(0, MAX_ERROR_TEXT);
  const code = clean(error) || 'unknown_error';
  const explanation = description === undefined ? undefined : clean(description);
  const detail = explanation === undefined ? code : `${code}: ${explanation}`;
  return new OAuthError(`${LABEL} says the sign-in was refused: ${detail}`, code, explanation, {});
}
