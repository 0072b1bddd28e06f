import * as oauth from 'oauth4webapi';
import {
  AbortError,
  type ErrorContext,
  isPike13Error,
  type Pike13Error,
  ResponseValidationError,
} from '../core/errors.ts';
import { redactSecrets } from '../core/redact.ts';
import { errorForStatus } from '../core/status.ts';
import { OAuthError } from './errors.ts';

/** What a failure is judged against: the request, the secrets to hide, the answer (unread copy). */
export interface FailureContext {
  label: string;
  request: ErrorContext;
  secrets: readonly string[];
  answer?: Response;
  signal?: AbortSignal;
}

/**
 * The SDK error for anything oauth4webapi threw. Its errors are never kept as `cause`: they hold the
 * parsed answer (with the token) or the response, so only scrubbed fields are copied out.
 */
export async function failure(error: unknown, context: FailureContext): Promise<Pike13Error> {
  if (isPike13Error(error)) return error;
  const scrub = (text: string) => redactSecrets(text, context.secrets);
  const request = { ...context.request, status: context.answer?.status };
  if (context.signal?.aborted) return new AbortError(`${context.label} was aborted`, request);
  if (error instanceof oauth.ResponseBodyError) {
    return oauthError(context.label, scrub(error.error), optional(error.error_description, scrub), request);
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    const parameters = error.cause[0]?.parameters ?? {};
    // RFC 6749 §5.2: a 401 challenge from the token endpoint means the client failed to authenticate.
    const code = scrub(parameters.error ?? 'invalid_client');
    return oauthError(context.label, code, optional(parameters.error_description, scrub), request);
  }
  if (context.answer !== undefined && context.answer.status !== 200) {
    return errorForStatus(context.answer, await scrubbedBody(context.answer, scrub), request);
  }
  const reason = scrub(error instanceof Error ? error.message : String(error));
  return new ResponseValidationError(
    `${context.label}: the token answer is not valid: ${reason}`,
    [reason],
    request,
  );
}

function oauthError(label: string, code: string, description: string | undefined, context: ErrorContext) {
  const detail = description === undefined ? code : `${code}: ${description}`;
  return new OAuthError(`${label} was refused: ${detail}`, code, description, context);
}

function optional(text: string | undefined, scrub: (text: string) => string): string | undefined {
  return text === undefined ? undefined : scrub(text);
}

async function scrubbedBody(answer: Response, scrub: (text: string) => string): Promise<unknown> {
  const text = scrub(await answer.text().catch(() => ''));
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
