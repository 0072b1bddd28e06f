import { ApiPromise, type CallRun } from './api-promise.ts';
import { checkedBody, checkedQuery } from './call-input.ts';
import {
  checkClientOptions,
  checkRequestOptions,
  RAW_REQUEST_OPTIONS,
  REQUEST_OPTIONS,
} from './check-options.ts';
import { decodeAnswer } from './decode.ts';
import {
  type CallInput,
  type CallInputOf,
  type Endpoint,
  isIdempotent,
  type Method,
  type Returns,
} from './endpoint.ts';
import {
  ConnectionError,
  CredentialsError,
  type ErrorContext,
  InputError,
  isPike13Error,
  ResponseValidationError,
} from './errors.ts';
import { fingerprint } from './fingerprint.ts';
import { mergeHeaders } from './headers.ts';
import { checkHooks, coreSend, type Hooks, runBeforeError } from './hooks.ts';
import { type Api, type Hosts, originFor, resolveHosts } from './hosts.ts';
import { type RateLimits, resolveRateLimits } from './limiter.ts';
import { processLimiterStore } from './limiter-registry.ts';
import { checkLocale, type Locale } from './locale.ts';
import type { ClientOptions, Logger, RequestOptions } from './options.ts';
import { nextPageNumber, Page, type PageLoader, PagePromise } from './pagination.ts';
import {
  apiOfPath,
  checkAnswer,
  checkMethod,
  checkPath,
  checkRawQuery,
  type RawRequestOptions,
} from './raw-request.ts';
import { checkMaxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES, readText } from './read-body.ts';
import { credentialOf, redactError, redactSecrets, redactUrl, type Secret } from './redact.ts';
import { type RequestLimits, requestLimits } from './request-limits.ts';
import { type RequestTrace, requestTraceOf, requestTracing, tracedAttempt } from './request-tracing.ts';
import { withRetries } from './retry.ts';
import { errorForStatus } from './status.ts';
import { abortError, transmit } from './transport.ts';
import { checkUrlLength, fillPath, withQuery } from './url.ts';
import { userAgentOf } from './user-agent.ts';

/** A retry's longest wait when `maxRetryWait` is not set. */
const DEFAULT_MAX_RETRY_WAIT = 60_000;

/** The data a call of an endpoint resolves to. */
type ResultOf<E> =
  E extends Endpoint<unknown, unknown, infer Item, infer R>
    ? R extends 'list'
      ? Item[]
      : R extends 'none'
        ? undefined
        : Item
    : never;

/** The arguments of a call: its typed input (required when the path has params), then per-call options. */
type CallArgs<E> =
  object extends CallInputOf<E>
    ? [input?: CallInputOf<E>, options?: RequestOptions]
    : [input: CallInputOf<E>, options?: RequestOptions];

/** What a request is, before the headers every request carries. */
interface RequestSpec {
  method: string;
  url: string;
  label: string;
  /** The path template (`/api/v2/desk/people/:id`), for tracing. */
  route: string;
  /** The endpoint called, or the name of the call (`request`), for tracing. */
  operation: Endpoint | string;
  payload: string | undefined;
  format: keyof typeof CONTENT_TYPES;
  idempotent: boolean;
  api: Api;
  /** Secrets of this call besides the client's (a webhook target's secret, card data). */
  secrets: readonly Secret[];
}

/** A request ready to go: everything checked, nothing sent. */
interface Prepared {
  method: string;
  url: string;
  label: string;
  route: string;
  operation: Endpoint | string;
  headers: Headers;
  body: string | undefined;
  idempotent: boolean;
  limits: RequestLimits | undefined;
  secrets: readonly Secret[];
  /** Largest answer body read, or false for no cap. */
  maxResponseBytes: number | false;
}

/** How much of an answer the core reads: its body, or none of a success (`asResponse()` reads it). */
type Reading = 'body' | 'none';

/** What a call makes of an answer's parsed body. */
type Decode<T> = (body: unknown, response: Response, prepared: Prepared) => T | Promise<T>;

const CONTENT_TYPES = { json: 'application/json', jsonapi: 'application/vnd.api+json' } as const;
const CLIENT_ID_ERROR = /client id/i;

/** The one place that talks HTTP: checks input, sends, retries, limits, maps errors, checks answers. */
export class HttpCore {
  readonly hosts: Hosts;
  /** The options the client was made with (checked), for `withOptions()`. */
  readonly options: ClientOptions;
  readonly #accessToken: string | undefined;
  readonly #clientId: string | undefined;
  readonly #locale: Locale | undefined;
  readonly #maxRetries: number;
  /** `maxRetryWait` as given: a retry waits at most it (a minute unless set), a rate-limit slot too when set. */
  readonly #maxRetryWait: number | undefined;
  readonly #maxResponseBytes: number | false;
  /** Per-attempt timeout in ms, for requests outside the service too (card gateway). */
  readonly timeout: number;
  readonly #rateLimit: RateLimits | false;
  /** The rate limits of each API's requests, made on the client's first call of it. */
  #limits: Partial<Record<Api, RequestLimits>> | undefined;
  readonly #validate: boolean;
  /** The `fetch` given in the options, or the global one: for requests outside the service (card gateway). */
  readonly fetch: typeof fetch;
  readonly #logger: Logger | undefined;
  readonly #hooks: Hooks | undefined;
  readonly #userAgent: string | undefined;

  constructor(options: ClientOptions) {
    checkClientOptions(options);
    this.options = options;
    this.hosts = resolveHosts(options.subdomain, options.baseUrl);
    this.#accessToken = options.accessToken || undefined;
    this.#clientId = options.clientId || undefined;
    this.#locale = checkLocale(options.locale);
    this.#maxRetries = options.maxRetries ?? 3;
    this.#maxRetryWait = options.maxRetryWait;
    this.timeout = options.timeout ?? 30_000;
    this.#maxResponseBytes = checkMaxResponseBytes(options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES);
    this.#rateLimit = resolveRateLimits(options.rateLimit, processLimiterStore);
    this.#validate = options.validate ?? true;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#logger = options.logger;
    this.#hooks = checkHooks(options.hooks);
    this.#userAgent = userAgentOf(options.appInfo);
  }

  /** Calls an endpoint; resolves to its unwrapped, checked data. */
  call<Q, B, I, R extends Exclude<Returns, 'page'>, P extends string>(
    endpoint: Endpoint<Q, B, I, R, P>,
    ...args: CallArgs<Endpoint<Q, B, I, R, P>>
  ): ApiPromise<ResultOf<Endpoint<Q, B, I, R>>>;
  // Plain params, not the typed rest above: no array made at each call.
  call(endpoint: Endpoint, input?: CallInput, options: RequestOptions = {}): ApiPromise<unknown> {
    const prepare = () => this.#prepare(endpoint, input ?? {}, options);
    return this.#callOf(prepare, options, (body, response) =>
      decodeAnswer(endpoint, body, labelOf(endpoint), this.#validate, response),
    );
  }

  /** Calls a paginated endpoint: the first page at once, the next ones as they are asked for. */
  paginate<Q, B, I, P extends string>(
    endpoint: Endpoint<Q, B, I, 'page', P>,
    ...args: CallArgs<Endpoint<Q, B, I, 'page', P>>
  ): PagePromise<I>;
  paginate<I>(endpoint: Endpoint, typed?: CallInput, options: RequestOptions = {}): PagePromise<I> {
    const label = labelOf(endpoint);
    const input = typed ?? {};
    const query = (input.query ?? {}) as Record<string, unknown>;
    const prepare = (page: number) =>
      this.#prepare(endpoint, { ...input, query: { ...query, page } }, options);
    const decode =
      (page: number) =>
      (body: unknown, response: Response): Page<I> => {
        const items = decodeAnswer(endpoint, body, label, this.#validate, response) as I[];
        const record = body as { total_count?: unknown; next?: unknown };
        const total = typeof record.total_count === 'number' ? record.total_count : undefined;
        const next = nextPageNumber(record.next, page, label, response.url);
        return new Page(items, total, page, next, load);
      };
    const runOf = (page: number): CallRun<Page<I>> => this.#runOf(() => prepare(page), options, decode(page));
    const load: PageLoader<I> = (page) => runOf(page).data();
    return new PagePromise(runOf((query.page as number | undefined) ?? 1), options.signal);
  }

  /**
   * Sends a request the spec does not list (`pike13.request()`), with the same auth, `client_id`, locale,
   * limits, retries, redaction and errors; the answer is the whole body, checked by `schema` when given.
   */
  request<Output = unknown>(
    method: Method,
    path: string,
    options: RawRequestOptions<Output> = {},
  ): ApiPromise<Output> {
    return this.#callOf(
      () => this.#prepareRaw(method, path, options),
      options,
      async (body, response, prepared) => {
        const checked = await checkAnswer(options.schema, body);
        if (!('issues' in checked)) return checked.value;
        throw new ResponseValidationError(
          `${prepared.label}: the answer does not match the schema: ${checked.issues.slice(0, 3).join('; ')}`,
          checked.issues,
          contextOf(prepared, { status: response.status }),
        );
      },
    );
  }

  /** Sends a request to an absolute URL of the business host (a link the service gave), with the token. */
  followLink(
    url: string,
    options: RequestOptions = {},
    secrets: readonly Secret[] = [],
  ): ApiPromise<unknown> {
    const prepare = () => {
      checkRequestOptions(options, REQUEST_OPTIONS, 'followLink');
      const target = this.#checkLink(url);
      const label = `GET ${target.pathname}`;
      const spec = {
        method: 'GET',
        url: target.toString(),
        label,
        route: target.pathname,
        operation: 'followLink',
        payload: undefined,
        format: 'json',
      } as const;
      return this.#finish({ ...spec, idempotent: true, api: 'core', secrets }, options);
    };
    return this.#callOf(prepare, options, (body) => body);
  }

  /** A request of `request()`, checked: its method, path, query and body. */
  #prepareRaw(method: Method, path: string, options: RawRequestOptions<unknown>): Prepared {
    checkRequestOptions(options, RAW_REQUEST_OPTIONS, 'request()');
    const checkedMethod = checkMethod(method);
    const checkedPath = checkPath(path);
    const api = apiOfPath(checkedPath);
    const label = `${checkedMethod} ${checkedPath}`;
    const query = checkRawQuery(options.query);
    const sent = !this.#accessToken && this.#clientId ? { ...query, client_id: this.#clientId } : query;
    // The path is of URL-safe characters without dot segments (checkPath): it needs no normalizing.
    const url = withQuery(originFor(this.hosts, api) + checkedPath, sent);
    // The path of `request()` has no params: its end is named `path`.
    checkUrlLength(url, label, ':path', 'query.');
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const idempotent = (checkedMethod !== 'POST' && checkedMethod !== 'PATCH') || options.idempotent === true;
    const format = api === 'reports' || api === 'webhooks' ? 'jsonapi' : 'json';
    return this.#finish(
      {
        method: checkedMethod,
        url,
        label,
        route: checkedPath,
        operation: 'request',
        payload,
        format,
        idempotent,
        api,
        secrets: [],
      },
      options,
    );
  }

  /** The promise of a call: prepared when it starts, then sent to read its data or for its raw `Response`. */
  #callOf<T>(prepare: () => Prepared, options: RequestOptions, decode: Decode<T>): ApiPromise<T> {
    return new ApiPromise(this.#runOf(prepare, options, decode));
  }

  /** The two ways a call runs: its body read and decoded, or its `Response` handed over unread. */
  #runOf<T>(prepare: () => Prepared, options: RequestOptions, decode: Decode<T>): CallRun<T> {
    return {
      data: async () => {
        const prepared = prepare();
        const { body, response } = await this.#send(prepared, options, 'body');
        return { data: await decode(body, response, prepared), response };
      },
      response: async () => (await this.#send(prepare(), options, 'none')).response,
    };
  }

  /** A link may carry the token only to the business host it came from. */
  #checkLink(url: string): URL {
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

  /** Sends a call, traced on `pike13:request` while that channel has a subscriber. */
  #send(prepared: Prepared, options: RequestOptions, reading: Reading) {
    if (!requestTracing?.hasSubscribers) return this.#sendTraced(prepared, options, reading, undefined);
    const trace = requestTraceOf(prepared);
    return requestTracing.tracePromise(() => this.#sendTraced(prepared, options, reading, trace), trace);
  }

  async #sendTraced(
    prepared: Prepared,
    options: RequestOptions,
    reading: Reading,
    trace: RequestTrace | undefined,
  ) {
    const policy = {
      maxRetries: options.maxRetries ?? this.#maxRetries,
      maxRetryWait: this.#maxRetryWait ?? DEFAULT_MAX_RETRY_WAIT,
      idempotent: prepared.idempotent,
    };
    let attempts = 0;
    try {
      return await withRetries(
        () => this.#attempt(prepared, options, attempts++, reading, trace),
        policy,
        options.signal,
      );
    } catch (error) {
      const scrubbed = redactError(
        transportError(error, prepared, options.signal),
        this.#secretsOf(prepared),
      );
      throw await runBeforeError(this.#hooks, scrubbed, Math.max(0, attempts - 1));
    }
  }

  /** Every secret a request's errors must not show: the client's and the call's own. */
  #secretsOf(prepared: { secrets: readonly Secret[] }): Secret[] {
    return [this.#accessToken, ...prepared.secrets];
  }

  #prepare(endpoint: Endpoint, input: CallInput, options: RequestOptions): Prepared {
    const label = labelOf(endpoint);
    checkRequestOptions(options, REQUEST_OPTIONS, label);
    const query = checkedQuery(endpoint, input.query, options.extraQuery, label);
    const body = checkedBody(endpoint, input.body, options.extraBody, label);
    const api = endpoint.api ?? 'core';
    const path = fillPath(endpoint.path, input.path ?? {}, label, endpoint.pathKinds);
    const sent = this.#accessToken || endpoint.anonymous ? query : this.#withClientId(query, endpoint, label);
    const url = withQuery(originFor(this.hosts, api) + path, sent);
    checkUrlLength(url, label, endpoint.path);
    const payload = body === undefined ? undefined : JSON.stringify(wrapBody(endpoint, body, input.path));
    const { method } = endpoint;
    const idempotent = maySendTwice(endpoint) || hasIdempotencyToken(body);
    const format = endpoint.format ?? 'json';
    const secrets = input.secrets ?? [];
    return this.#finish(
      {
        method,
        url,
        label,
        route: endpoint.path,
        operation: endpoint,
        payload,
        format,
        idempotent,
        api,
        secrets,
      },
      options,
    );
  }

  /** Calls without a token: public front endpoints carry `client_id`; every other one is refused. */
  #withClientId(query: Record<string, unknown> | undefined, endpoint: Endpoint, label: string) {
    if (!endpoint.public) throw new CredentialsError(`${label} needs an access token (accessToken)`);
    if (!this.#clientId)
      throw new CredentialsError(`${label} needs an access token or the application's clientId`);
    return { ...query, client_id: this.#clientId };
  }

  /** Adds what every request carries: content type, token, locale, then the caller's headers; its limiters. */
  #finish(request: RequestSpec, options: RequestOptions): Prepared {
    const { method, url, label, route, operation, payload, idempotent, api, format } = request;
    const contentType = CONTENT_TYPES[format];
    const own = new Headers({ accept: contentType });
    if (payload !== undefined) own.set('content-type', contentType);
    if (this.#accessToken) own.set('authorization', `Bearer ${this.#accessToken}`);
    const locale = checkLocale(options.locale) ?? this.#locale;
    if (locale) own.set('x-fd-locale', locale);
    if (this.#userAgent) own.set('user-agent', this.#userAgent);
    const headers = mergeHeaders(own, options.headers, label);
    // A token given in the call's own headers is hidden like the client's.
    const secrets = options.headers ? [...request.secrets, credentialOf(headers)] : request.secrets;
    const limits = this.#rateLimit ? this.#limitsOf(this.#rateLimit, api) : undefined;
    const maxResponseBytes =
      options.maxResponseBytes === undefined
        ? this.#maxResponseBytes
        : checkMaxResponseBytes(options.maxResponseBytes);
    return {
      method,
      url,
      label,
      route,
      operation,
      headers,
      body: payload,
      idempotent,
      limits,
      secrets,
      maxResponseBytes,
    };
  }

  /**
   * The rate limits of `api`'s requests, made on the client's first call of it (an idle client holds none):
   * the token's fingerprint keys its limiters.
   */
  #limitsOf(rateLimit: RateLimits, api: Api): RequestLimits {
    this.#limits ??= {};
    this.#limits[api] ??= requestLimits(rateLimit, this.#accessToken && fingerprint(this.#accessToken), api);
    return this.#limits[api];
  }

  /** One try: the request within its rate limits, its status and body (an error's body only, for `'none'`). */
  async #attempt(
    prepared: Prepared,
    options: RequestOptions,
    attempt: number,
    reading: Reading,
    trace: RequestTrace | undefined,
  ) {
    const started = performance.now();
    const secrets = this.#secretsOf(prepared);
    const transmitNow = () => this.#transmitOnce(prepared, options, attempt, secrets, reading);
    const slot = prepared.limits && {
      signal: options.signal,
      maxWait: this.#maxRetryWait ?? Number.POSITIVE_INFINITY, // unset: a slot waits as long as it takes
      label: prepared.label,
      context: contextOf(prepared),
      logger: this.#logger,
      waited: 0,
    };
    const send = trace ? () => tracedAttempt(trace, attempt, slot?.waited ?? 0, transmitNow) : transmitNow;
    const { response, result: text } =
      prepared.limits && slot ? await prepared.limits.send(send, slot) : await send();
    const body =
      text === undefined
        ? undefined
        : parseBody(response.ok ? text : redactSecrets(text, secrets), response, prepared);
    this.#logger?.debug?.(
      `${prepared.method} ${redactSecrets(redactUrl(prepared.url), secrets)} → ${response.status} in ${Math.round(performance.now() - started)} ms`,
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
   * Sends one attempt through the transport. The rate limits wrap it: a slot counts from its answer,
   * whose `RateLimit-*` headers the limiters follow (a 429 or `Remaining: 0` pauses them).
   */
  #transmitOnce(
    prepared: Prepared,
    options: RequestOptions,
    attempt: number,
    secrets: readonly Secret[],
    reading: Reading,
  ) {
    // The prepared request is what goes out: its method, URL, headers and body.
    return transmit(
      prepared,
      {
        send: coreSend(this.fetch, this.#hooks, attempt),
        timeout: options.timeout ?? this.timeout,
        signal: options.signal,
        label: prepared.label,
        secrets,
      },
      (answer) =>
        reading === 'none' && answer.ok
          ? Promise.resolve(undefined)
          : readText(answer, prepared.maxResponseBytes, prepared.label, contextOf(prepared)),
    );
  }
}

function labelOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

function contextOf(prepared: Prepared, extra: ErrorContext = {}): ErrorContext {
  return { method: prepared.method, url: prepared.url, ...extra };
}

/**
 * A request the retry loop may send again: a read, or a change declared idempotent that is not a POST. A
 * changing POST goes twice only when its body tells the service it may be a retry (`idempotency_token`):
 * a void declared idempotent is harmless twice, but its second answer would be a 422 for a void that worked.
 */
function maySendTwice(endpoint: Endpoint): boolean {
  return endpoint.effect === 'read' || (endpoint.method !== 'POST' && isIdempotent(endpoint));
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

/** Anything thrown that is not the SDK's own error (a hook's, a limiter store's) becomes a ConnectionError. */
function transportError(error: unknown, prepared: Prepared, signal: AbortSignal | undefined) {
  if (isPike13Error(error)) return error;
  const context = contextOf(prepared, { cause: error });
  if (signal?.aborted) return abortError(signal, prepared.label, context);
  return new ConnectionError(
    `${prepared.label} failed: ${(error as Error | undefined)?.message ?? error}`,
    context,
  );
}

/**
 * The document a body is sent in: under `bodyKey` (`{person: {...}}`), or for JSON:API under
 * `{data: {type: bodyKey, id, attributes}}`, the id being the path's `id`.
 */
function wrapBody(endpoint: Endpoint, body: unknown, path: CallInput['path']): unknown {
  const { bodyKey, format } = endpoint;
  if (!bodyKey) return body;
  if (format !== 'jsonapi') return { [bodyKey]: body };
  const id = path?.id;
  return { data: { type: bodyKey, ...(id === undefined ? {} : { id: String(id) }), attributes: body } };
}
