import type { CustomFetchOptions } from 'oauth4webapi';
import { DEFAULT_MAX_RESPONSE_BYTES, readBytes } from '../core/read-body.ts';
import { fetchSend, transmit } from '../core/transport.ts';
import type { FailureContext } from './failure.ts';
import { isRedirect, type RedirectedRequest, redirectError } from './redirect.ts';

/** The `fetch` oauth4webapi calls through its `customFetch` option. */
type OAuthFetch = (url: string, options: CustomFetchOptions<'POST', URLSearchParams>) => Promise<Response>;

/**
 * The core's transport (over a plain `fetch`: no request hooks in `pike13/oauth`) as oauth4webapi's `fetch`: one deadline over the answer and its body (read here,
 * then handed on), and a request that got no answer mapped as every other request of the SDK. A redirect is
 * never followed (the form carries the code and the client secret): it is an `OAuthRedirectError`.
 */
export function transport(fetchImpl: typeof fetch, timeout: number, context: FailureContext): OAuthFetch {
  return async (url, options) => {
    const outgoing = {
      method: options.method,
      url,
      headers: new Headers(options.headers),
      body: options.body,
      redirect: 'manual' as const,
    };
    const settings = {
      send: fetchSend(fetchImpl),
      timeout,
      signal: options.signal,
      label: context.label,
      secrets: context.secrets,
    };
    const sent = { ...outgoing, label: context.label, secrets: context.secrets };
    const { result } = await transmit(outgoing, settings, (response) =>
      unlessRedirect(response, sent, context),
    );
    return result;
  };
}

/** The answer read, or, for a redirect, its body dropped unread and the error thrown. */
async function unlessRedirect(response: Response, sent: RedirectedRequest, context: FailureContext) {
  if (!isRedirect(response)) return buffered(response, context);
  await response.body?.cancel().catch(() => undefined);
  throw redirectError(response, sent);
}

/** The answer with its body read (at most the SDK's default cap), so that the deadline covers the body too. */
async function buffered(response: Response, context: FailureContext): Promise<Response> {
  const body = await readBytes(response, DEFAULT_MAX_RESPONSE_BYTES, context.label, context.request);
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}
