import { ApiPromise, type WithResponse } from './api-promise.ts';
import { decodeAnswer } from './decode.ts';
import type { CallInput, Endpoint, Returns } from './endpoint.ts';
import {
  AbortError,
  ConnectionError,
  CredentialsError,
  type ErrorContext,
  InputError,
  isPike13Error,
  ResponseValidationError,
  TimeoutError,
} from './errors.ts';
import { fingerprint } from './fingerprint.ts';
import { type Api, type Hosts, originFor, resolveHosts } from './hosts.ts';
import { type RateLimits, resolveRateLimits } from './limiter.ts';
import { processLimiterStore } from './limiter-registry.ts';
import { checkLocale, type Locale } from './locale.ts';
import type { ClientOptions, Logger, RequestOptions } from './options.ts';
import { nextPageNumber, Page, PagePromise } from './pagination.ts';
import { appendQuery, checkInput, fillPath } from './params.ts';
import { redactSecrets, redactUrl } from './redact.ts';
import { type RequestLimits, requestLimits } from './request-limits.ts';
import { withRetries } from './retry.ts';
import { errorForStatus } from './status.ts';

/** The data a call of an endpoint resolves to. */
export type ResultOf<E> =
  E extends Endpoint<unknown, unknown, infer Item, infer R>
    ? R extends 'list'
      ? Item[]
      : R extends 'none'
        ? undefined
        : Item
    : never;

/** What a request is, before the headers every request carries. */
interface RequestSpec {
  method: string;
  url: string;
  label: string;
  payload: string | undefined;
  format: keyof typeof CONTENT_TYPES;
  idempotent: boolean;
  api: Api;
}

/** A request ready to go: everything checked, nothing sent. */
interface Prepared {
  method: string;
  url: string;
  label: string;
  headers: Record<string, string>;
  body: string | undefined;
  idempotent: boolean;
  limits: RequestLimits | undefined;
}

const CONTENT_TYPES = { json: 'application/json', jsonapi: 'application/vnd.api+json' } as const;
const CLIENT_ID_ERROR = /client id/i;

/** The one place that talks HTTP: checks input, sends, retries, limits, maps errors, checks answers. */
export class HttpCore {
  readonly hosts: Hosts;
  private readonly accessToken: string | undefined;
  private readonly clientId: string | undefined;
  private readonly locale: Locale | undefined;
  private readonly maxRetries: number;
  private readonly maxRetryWait: number;
  private readonly timeout: number;
  private readonly rateLimit: RateLimits | false;
  private readonly tokenKey: string | undefined;
  private readonly validate: boolean;
  /** The `fetch` given in the options, or the global one: for requests outside the service (card gateway). */
  readonly fetch: typeof fetch;
  private readonly logger: Logger | undefined;

  constructor(options: ClientOptions) {
    this.hosts = resolveHosts(options.subdomain, options.baseUrl);
    this.accessToken = options.accessToken || undefined;
    this.clientId = options.clientId || undefined;
    this.locale = checkLocale(options.locale);
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryWait = options.maxRetryWait ?? 60_000;
    this.timeout = options.timeout ?? 30_000;
    this.rateLimit = resolveRateLimits(options.rateLimit, processLimiterStore);
    this.tokenKey = this.accessToken && fingerprint(this.accessToken);
    this.validate = options.validate ?? true;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.logger = options.logger;
  }

  /** Calls an endpoint; resolves to its unwrapped, checked data. */
  call<Q, B, I, R extends Exclude<Returns, 'page'>>(
    endpoint: Endpoint<Q, B, I, R>,
    input: CallInput = {},
    options: RequestOptions = {},
  ): ApiPromise<ResultOf<Endpoint<Q, B, I, R>>> {
    const result = this.execute(endpoint, input, options).then(({ body, response }) => ({
      data: decodeAnswer(endpoint, body, labelOf(endpoint), this.validate, response.url) as ResultOf<
        Endpoint<Q, B, I, R>
      >,
      response,
    }));
    return new ApiPromise(result);
  }

  /** Calls a paginated endpoint: the first page at once, the next ones as they are asked for. */
  paginate<Q, B, I>(
    endpoint: Endpoint<Q, B, I, 'page'>,
    input: CallInput = {},
    options: RequestOptions = {},
  ): PagePromise<I> {
    const label = labelOf(endpoint);
    const query = (input.query ?? {}) as Record<string, unknown>;
    const load = async (page: number): Promise<WithResponse<Page<I>>> => {
      const { body, response } = await this.execute(
        endpoint,
        { ...input, query: { ...query, page } },
        options,
      );
      const items = decodeAnswer(endpoint, body, label, this.validate, response.url) as I[];
      const record = body as { total_count?: unknown; next?: unknown };
      const total = typeof record.total_count === 'number' ? record.total_count : undefined;
      return {
        data: new Page(items, total, page, nextPageNumber(record.next, page, label, response.url), load),
        response,
      };
    };
    return new PagePromise(load, (query.page as number | undefined) ?? 1, options.signal);
  }

  /** Sends a request to an absolute URL of the business host (a link the service gave), with the token. */
  followLink(url: string, options: RequestOptions = {}): ApiPromise<unknown> {
    const result = (async () => {
      const target = this.checkLink(url);
      const label = `GET ${target.pathname}`;
      const prepared = this.finish(
        {
          method: 'GET',
          url: target.toString(),
          label,
          payload: undefined,
          format: 'json',
          idempotent: true,
          api: 'core',
        },
        options,
      );
      return this.send(prepared, options);
    })();
    return new ApiPromise(result.then(({ body, response }) => ({ data: body, response })));
  }

  /** A link may carry the token only to the business host it came from. */
  private checkLink(url: string): URL {
    const origin = new URL(originFor(this.hosts, 'core')).origin;
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new InputError(`followLink: ${JSON.stringify(redactUrl(url))} is not an absolute URL`, 'url');
    }
    if (target.origin !== origin) {
      throw new CredentialsError(
        `GET ${target.pathname}: refusing to send the access token to ${target.origin}`,
      );
    }
    return target;
  }

  private async execute(endpoint: Endpoint, input: CallInput, options: RequestOptions) {
    const prepared = this.prepare(endpoint, input, options);
    return this.send(prepared, options);
  }

  private async send(prepared: Prepared, options: RequestOptions) {
    const policy = {
      maxRetries: options.maxRetries ?? this.maxRetries,
      maxRetryWait: this.maxRetryWait,
      idempotent: prepared.idempotent,
    };
    try {
      return await withRetries(() => this.attempt(prepared, options), policy, options.signal);
    } catch (error) {
      throw transportError(error, prepared, options.signal);
    }
  }

  private prepare(endpoint: Endpoint, input: CallInput, options: RequestOptions): Prepared {
    const label = labelOf(endpoint);
    const query = endpoint.query ? checkInput(endpoint.query, input.query ?? {}, label) : input.query;
    const body = endpoint.body ? checkInput(endpoint.body, input.body ?? {}, label) : input.body;
    const api = endpoint.api ?? 'core';
    const url = new URL(originFor(this.hosts, api) + fillPath(endpoint.path, input.path ?? {}, label));
    appendQuery(url, query as Record<string, unknown> | undefined);
    if (!this.accessToken && !endpoint.anonymous) this.addClientId(url, endpoint, label);
    const payload =
      body === undefined ? undefined : JSON.stringify(endpoint.bodyKey ? { [endpoint.bodyKey]: body } : body);
    const { method } = endpoint;
    const idempotent =
      (method !== 'POST' && method !== 'PATCH') || Boolean(endpoint.idempotent || hasIdempotencyToken(body));
    const format = endpoint.format ?? 'json';
    return this.finish({ method, url: url.toString(), label, payload, format, idempotent, api }, options);
  }

  /** Calls without a token: public front endpoints carry `client_id`; every other one is refused. */
  private addClientId(url: URL, endpoint: Endpoint, label: string): void {
    if (!endpoint.public) throw new CredentialsError(`${label} needs an access token (accessToken)`);
    if (!this.clientId)
      throw new CredentialsError(`${label} needs an access token or the application's clientId`);
    url.searchParams.set('client_id', this.clientId);
  }

  /** Adds what every request carries: content type, token, locale, the caller's headers, its limiters. */
  private finish(request: RequestSpec, options: RequestOptions): Prepared {
    const contentType = CONTENT_TYPES[request.format];
    const headers: Record<string, string> = { accept: contentType, ...options.headers };
    if (request.payload !== undefined) headers['content-type'] = contentType;
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    const locale = checkLocale(options.locale) ?? this.locale;
    if (locale) headers['x-fd-locale'] = locale;
    const { method, url, label, payload, idempotent, api } = request;
    return { method, url, label, headers, body: payload, idempotent, limits: this.limitersFor(api) };
  }

  /** The limits a request counts against: its token's (reports also their own), and its address's. */
  private limitersFor(api: Api): RequestLimits | undefined {
    return this.rateLimit ? requestLimits(this.rateLimit, this.tokenKey, api) : undefined;
  }

  /** One try: a slot of each limit, the request, its status and body. */
  private async attempt(prepared: Prepared, options: RequestOptions) {
    const started = performance.now();
    const { response, text } = await this.transmitWithinLimits(prepared, options);
    const body = parseBody(
      response.ok ? text : redactSecrets(text, [this.accessToken, this.clientId]),
      response,
      prepared,
    );
    this.logger?.debug?.(
      `${prepared.method} ${redactUrl(prepared.url)} → ${response.status} in ${Math.round(performance.now() - started)} ms`,
    );
    if (isClientIdError(body)) {
      throw new CredentialsError(
        `${prepared.label}: ${(body as { error: string }).error}`,
        contextOf(prepared, { status: response.status }),
      );
    }
    if (!response.ok) throw errorForStatus(response, body, contextOf(prepared, { status: response.status }));
    return { body, response };
  }

  /**
   * Sends one attempt with `fetch` and reads its body, all within the per-attempt timeout. `fetch` is
   * called directly: ky, with its retries, hooks and error throwing off, only added option merging, a
   * second `Request` and extra signals — about 20 µs of CPU per call, more than the rest of the core
   * together (bench/README.md).
   */
  private async transmit(
    prepared: Prepared,
    options: RequestOptions,
  ): Promise<{ response: Response; text: string }> {
    const ms = options.timeout ?? this.timeout;
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException(`no answer in ${ms} ms`, 'TimeoutError')),
      ms,
    );
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await this.fetch(prepared.url, {
        method: prepared.method,
        headers: prepared.headers,
        body: prepared.body,
        signal,
      });
      return { response, text: await response.text() };
    } catch (error) {
      throw transportError(error, prepared, options.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends once the request's rate-limit slots are ours (at most `maxRetryWait`); the slots count from the
   * answer, whose `RateLimit-*` headers the limiters follow (a 429 or `Remaining: 0` pauses them).
   */
  private transmitWithinLimits(prepared: Prepared, options: RequestOptions) {
    if (!prepared.limits) return this.transmit(prepared, options);
    return prepared.limits.send(() => this.transmit(prepared, options), {
      signal: options.signal,
      maxWait: this.maxRetryWait,
      label: prepared.label,
      context: contextOf(prepared),
      logger: this.logger,
    });
  }
}

function labelOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

function contextOf(prepared: Prepared, extra: ErrorContext = {}): ErrorContext {
  return { method: prepared.method, url: prepared.url, ...extra };
}

function hasIdempotencyToken(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { idempotency_token?: unknown }).idempotency_token === 'string'
  );
}

function isClientIdError(body: unknown): boolean {
  const error = (body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' && CLIENT_ID_ERROR.test(error);
}

/** The JSON of an answer; an error answer that is not JSON is kept as its text. */
function parseBody(text: string, response: Response, prepared: Prepared): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return text;
    throw new ResponseValidationError(
      `${prepared.label}: the answer is not JSON`,
      [],
      contextOf(prepared, { status: response.status }),
    );
  }
}

function transportError(error: unknown, prepared: Prepared, signal: AbortSignal | undefined) {
  if (isPike13Error(error)) return error;
  const context = contextOf(prepared, { cause: error });
  if (signal?.aborted) return new AbortError(`${prepared.label} was aborted`, context);
  if ((error as Error | undefined)?.name === 'TimeoutError') {
    return new TimeoutError(`${prepared.label} timed out: ${(error as Error).message}`, context);
  }
  return new ConnectionError(
    `${prepared.label} could not reach the service: ${(error as Error | undefined)?.message ?? error}`,
    context,
  );
}
