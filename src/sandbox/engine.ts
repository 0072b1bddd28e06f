import { type Access, authorize, bearerOf, type Caller } from './auth.ts';
import { type Fields, readBody } from './body.ts';
import { ChangeFeed } from './changes.ts';
import type { Clock } from './clock.ts';
import { type ControlRoute, isControlPath } from './controls/control-route.ts';
import { type ControlHost, ControlRouter } from './controls/control-router.ts';
import { faultAnswer } from './controls/fault-answer.ts';
import { faultRoutes } from './controls/fault-routes.ts';
import { type Fault, FaultList } from './controls/faults.ts';
import { loggedPath, RequestLog, tokenKindOf } from './controls/request-log.ts';
import { requestRoutes } from './controls/request-routes.ts';
import { triggerRoutes } from './controls/triggers.ts';
import { CorsPolicy } from './cors.ts';
import { HttpError, json, notFound, RecordInvalid } from './http.ts';
import { requestLocale, translate } from './locale.ts';
import { type RateBucket, RateLimiter, type SandboxRateLimits, tooMany } from './rate-limit.ts';
import { queryResourceOf } from './reporting/route.ts';
import { compilePath } from './route-pattern.ts';
import type { State } from './state.ts';

/** What a route handler gets: the request, its caller, the state and helpers. */
export interface Context {
  request: Request;
  url: URL;
  /** Path parameters (`:id` → `params.id`). */
  params: Record<string, string>;
  caller: Caller;
  locale: string;
  state: State;
  /** Now, by the sandbox clock, for the whole request. */
  now: number;
  changes: ChangeFeed;
  /** The parsed body (JSON or form). */
  body: Fields;
}

export type Handler = (ctx: Context) => Response | Promise<Response>;

/** What the rules need of a request: the state, now and the change feed. */
export type Scope = Pick<Context, 'state' | 'now' | 'changes'>;

/** One route: what it serves, method, path pattern with `:name` segments, the access it needs, its handler. */
export interface Route {
  /**
   * The endpoint it serves, named as the SDK's endpoint table names it (`desk.people.get`), or a name of the
   * same form for what the table lacks (`oauth.token`): a test holds every name against the table.
   */
  serves: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  access: Access;
  handle: Handler;
  /** A GET that changes the state (it is saved before the answer, as every other method's change is). */
  writes?: boolean;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

/** A route whose pattern matched, with the match (its params still encoded). */
interface RouteMatch {
  route: CompiledRoute;
  match: RegExpExecArray;
}

/** A hook run before every request (booking expiry, …). */
export type Sweeper = (scope: Scope) => void;

export interface EngineOptions {
  state: State;
  clock: Clock;
  /** `false` turns rate limiting off. */
  rateLimit?: SandboxRateLimits | false;
  /** Page origins allowed besides loopback ones (CORS). */
  corsOrigins?: readonly string[];
}

/** A control's answer to an in-process call: its status and JSON body. */
export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** Makes the changes of a request durable; the request is answered once it settles. */
export type Commit = () => Promise<void>;

const AUTHORIZE_PATH = '/oauth/authorize';

/** Each engine's routes (its `#routes`), for this module's functions outside the class. */
const routesByEngine = new WeakMap<Engine, readonly CompiledRoute[]>();

/** The sandbox: a fetch-style handler over the in-memory state, the same behind every adapter. */
export class Engine {
  readonly state: State;
  readonly changes: ChangeFeed;
  readonly clock: Clock;
  readonly #routes: CompiledRoute[] = [];
  readonly #sweepers: Sweeper[] = [];
  readonly #limiter: RateLimiter | undefined;
  readonly #cors: CorsPolicy;
  readonly #controls = new ControlRouter();
  /** The last 10,000 requests answered (control requests aside), newest last. */
  readonly requests = new RequestLog();
  /** Faults in force: matching requests are answered with an error, delayed or reset. */
  readonly faults = new FaultList();
  #commit: Commit | undefined;

  constructor(options: EngineOptions) {
    this.state = options.state;
    this.clock = options.clock;
    this.changes = new ChangeFeed(options.clock);
    this.#limiter = options.rateLimit === false ? undefined : new RateLimiter(options.rateLimit);
    this.#cors = new CorsPolicy(options.corsOrigins);
    routesByEngine.set(this, this.#routes);
    this.#controls.use([...requestRoutes(this.requests), ...faultRoutes(this.faults), ...triggerRoutes()]);
  }

  /** The rate-limit windows (for snapshots); none when limits are off. */
  get rateLimiter(): RateLimiter | undefined {
    return this.#limiter;
  }

  /** Runs `commit` after each request that may have changed the state, before answering it. */
  commitWith(commit: Commit): this {
    this.#commit = commit;
    return this;
  }

  /** Adds routes; the first route whose method and pattern match answers. */
  use(routes: readonly Route[]): this {
    for (const route of routes) this.#routes.push(compile(route));
    return this;
  }

  /** Adds routes of the sandbox's own controls (`/_sandbox/…`). */
  useControls(routes: readonly ControlRoute[]): this {
    this.#controls.use(routes);
    return this;
  }

  /** Lets requests carrying `key` in `X-Sandbox-Key` call the controls (the inspector page's key). */
  allowControlKey(key: string): this {
    this.#controls.allowKey(key);
    return this;
  }

  /**
   * Calls a control in process (`sandbox.trigger`, `sandbox.clock`): no token needed, the answer's status and
   * JSON body as a control route gives them.
   */
  async control(method: string, path: `/_sandbox/${string}`, body?: unknown): Promise<ControlAnswer> {
    const init = body === undefined ? { method } : { method, body: JSON.stringify(body) };
    const request = new Request(`http://sandbox.internal${path}`, init);
    const answer = await this.#controls.answer(
      this.#controlHost(),
      request,
      new URL(request.url),
      this.clock(),
      true,
    );
    const text = await answer.text();
    return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /** Runs the sweepers at `now` (booking holds, reminders) and gives the scope rules change the state in. */
  scopeAt(now: number): Scope {
    const scope = { state: this.state, now, changes: this.changes };
    for (const sweeper of this.#sweepers) sweeper(scope);
    return scope;
  }

  /** Adds a hook run before each request. */
  sweep(sweeper: Sweeper): this {
    this.#sweepers.push(sweeper);
    return this;
  }

  /**
   * Answers one request. `ip` keys the per-IP limit (adapters without one share a bucket). A fault that
   * resets the connection answers `Response.error()`: the adapter drops the connection.
   */
  async handle(request: Request, ip = 'local'): Promise<Response> {
    const url = new URL(request.url);
    const now = this.clock();
    if (isControlPath(url.pathname)) return this.#control(request, url, now);
    const started = performance.now();
    // A preflight or a refused page never reaches the service: no fault is spent on it.
    const fault = this.#cors.intercept(request) ? undefined : this.faults.take(request.method, url.pathname);
    const response = await this.#serve(request, url, now, ip, fault);
    this.requests.add({
      at: new Date(now).toISOString(),
      method: request.method,
      path: loggedPath(url, this.state),
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      tokenKind: tokenKindOf(this.state, bearerOf(request, url)),
      ...(fault ? { fault: fault.id } : {}),
    });
    return response;
  }

  async #serve(request: Request, url: URL, now: number, ip: string, fault: Fault | undefined) {
    const intercepted = this.#cors.intercept(request);
    if (intercepted) return intercepted;
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.reset) return Response.error();
    // A faulted answer stands for the service failing before its limiter counts the request.
    const limit =
      fault?.status === undefined
        ? this.#limiter?.take(now, ip, bearerOf(request, url), bucketOf(url))
        : undefined;
    const response =
      fault?.status !== undefined
        ? faultAnswer(fault.id, fault.status, now)
        : limit?.allowed === false
          ? tooMany(limit.headers, now)
          : await this.#answer(request, url, now);
    for (const [name, value] of Object.entries(limit?.headers ?? {})) response.headers.set(name, value);
    // The service's clock, as every HTTP server sends it: a client of a sandbox whose clock is moved (a fixed
    // date, tests) reads the sandbox's time, not the machine's.
    response.headers.set('date', new Date(now).toUTCString());
    return this.#cors.decorate(request, response);
  }

  /** A control request: the same CORS policy, then the control routes (no limit, no log, no fault). */
  async #control(request: Request, url: URL, now: number): Promise<Response> {
    const intercepted = this.#cors.intercept(request);
    if (intercepted) return intercepted;
    const answer = await this.#controls.answer(this.#controlHost(), request, url, now);
    answer.headers.set('date', new Date(now).toUTCString());
    return this.#cors.decorate(request, answer);
  }

  #controlHost(): ControlHost {
    return {
      state: this.state,
      changes: this.changes,
      scope: (now) => this.scopeAt(now),
      commit: async () => this.#commit?.(),
      core: (request, now) => this.#answer(request, new URL(request.url), now),
    };
  }

  async #answer(request: Request, url: URL, now: number): Promise<Response> {
    const locale = requestLocale(request.headers.get('x-fd-locale'), this.state.business.default_locale);
    try {
      const [route, params] = this.#match(request.method, routePath(url));
      const caller = authorize(this.state, request, url, route.access);
      this.scopeAt(now);
      const body = await readBody(request);
      const ctx = {
        request,
        url,
        params,
        caller,
        locale,
        state: this.state,
        now,
        changes: this.changes,
        body,
      };
      const response = await settle(route.handle(ctx));
      if (this.#commit && (route.writes || request.method !== 'GET')) await this.#commit();
      if (response instanceof Error) throw response;
      return response;
    } catch (error) {
      return failure(error, locale);
    }
  }

  /**
   * The first route of this method whose pattern matches; a PATCH with no route of its own is the PUT
   * (Rails routes both verbs to update). Anything else is 404, as Rails routing answers.
   */
  #match(method: string, path: string): [CompiledRoute, Record<string, string>] {
    const { route, match } = routeOf(this.#routes, method, path) ?? notFound();
    return [route, Object.fromEntries(route.names.map((name, i) => [name, decodeSegment(match[i + 1])]))];
  }
}

/**
 * The routes of an engine, in match order. For the sandbox's own tests (the registry walk): exported by this
 * module only, not by the `pike13/sandbox` entry.
 */
export function routesOf(engine: Engine): readonly Route[] {
  return compiledRoutesOf(engine);
}

/**
 * The route a request of this method and URL reaches in `engine`, without running it; `undefined` where
 * none does. For the sandbox's own tests: exported by this module only, not by the `pike13/sandbox` entry.
 */
export function routeFor(engine: Engine, method: string, url: string | URL): Route | undefined {
  return routeOf(compiledRoutesOf(engine), method, routePath(new URL(url)))?.route;
}

/** The compiled routes of an engine this module built. */
function compiledRoutesOf(engine: Engine): readonly CompiledRoute[] {
  const routes = routesByEngine.get(engine);
  if (routes === undefined) throw new TypeError('not an Engine of this module');
  return routes;
}

/** The first route of this method whose pattern matches; a PATCH with no route of its own is the PUT's. */
function routeOf(routes: readonly CompiledRoute[], method: string, path: string): RouteMatch | undefined {
  return find(routes, method, path) ?? (method === 'PATCH' ? find(routes, 'PUT', path) : undefined);
}

function find(routes: readonly CompiledRoute[], method: string, path: string): RouteMatch | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, match };
  }
  return undefined;
}

/** A path segment decoded; a malformed escape (`%E0%A4%A`) matches no record: 404. */
function decodeSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return notFound();
  }
}

function compile(route: Route): CompiledRoute {
  return { ...route, ...compilePath(route.path) };
}

/** A handler's answer, or what it threw (its changes before the throw are committed all the same). */
async function settle(answer: Response | Promise<Response>): Promise<Response | Error> {
  try {
    return await answer;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Which rate limit a request counts against besides its IP's. */
function bucketOf(url: URL): RateBucket {
  const path = routePath(url);
  if (queryResourceOf(path) !== undefined) return 'reports';
  return path === AUTHORIZE_PATH ? 'authorize' : 'core';
}

/** The path routes match: without a `.json` suffix or trailing slashes. */
function routePath(url: URL): string {
  return url.pathname.replace(/\.json$/, '').replace(/\/+$/, '') || '/';
}

function failure(error: unknown, locale: string): Response {
  if (error instanceof RecordInvalid) {
    const errors = error.problems.map((p) => translate(locale, p.key, p.params));
    return json({ errors }, 422);
  }
  if (error instanceof HttpError) {
    const response = json(error.body, error.status);
    for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
    return response;
  }
  return json({ error: 'Internal server error' }, 500);
}
