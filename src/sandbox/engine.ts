import { type Access, authorize, bearerOf, type Caller } from './auth.ts';
import { type Fields, readBody } from './body.ts';
import { ChangeFeed } from './changes.ts';
import type { Clock } from './clock.ts';
import { CorsPolicy } from './cors.ts';
import { HttpError, json, notFound, RecordInvalid } from './http.ts';
import { requestLocale, translate } from './locale.ts';
import { type RateBucket, RateLimiter, type SandboxRateLimits } from './rate-limit.ts';
import { queryResourceOf } from './reporting/route.ts';
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
  #commit: Commit | undefined;

  constructor(options: EngineOptions) {
    this.state = options.state;
    this.clock = options.clock;
    this.changes = new ChangeFeed(options.clock);
    this.#limiter = options.rateLimit === false ? undefined : new RateLimiter(options.rateLimit);
    this.#cors = new CorsPolicy(options.corsOrigins);
    routesByEngine.set(this, this.#routes);
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

  /** Adds a hook run before each request. */
  sweep(sweeper: Sweeper): this {
    this.#sweepers.push(sweeper);
    return this;
  }

  /** Answers one request. `ip` keys the per-IP limit (adapters without one share a bucket). */
  async handle(request: Request, ip = 'local'): Promise<Response> {
    const intercepted = this.#cors.intercept(request);
    if (intercepted) return intercepted;
    const url = new URL(request.url);
    const now = this.clock();
    const limit = this.#limiter?.take(now, ip, bearerOf(request, url), bucketOf(url));
    const response =
      limit?.allowed === false ? tooMany(limit.headers, now) : await this.#answer(request, url, now);
    for (const [name, value] of Object.entries(limit?.headers ?? {})) response.headers.set(name, value);
    // The service's clock, as every HTTP server sends it: a client of a sandbox whose clock is moved (a fixed
    // date, tests) reads the sandbox's time, not the machine's.
    response.headers.set('date', new Date(now).toUTCString());
    return this.#cors.decorate(request, response);
  }

  async #answer(request: Request, url: URL, now: number): Promise<Response> {
    const locale = requestLocale(request.headers.get('x-fd-locale'), this.state.business.default_locale);
    try {
      const [route, params] = this.#match(request.method, routePath(url));
      const caller = authorize(this.state, request, url, route.access);
      for (const sweeper of this.#sweepers) sweeper({ state: this.state, now, changes: this.changes });
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
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, pattern: new RegExp(`^${source}$`), names };
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

function tooMany(headers: Record<string, string>, now: number): Response {
  const response = json({ error: 'Rate limit exceeded. Retry after the time in RateLimit-Reset.' }, 429);
  const reset = Number(headers['ratelimit-reset']);
  response.headers.set('retry-after', String(Math.max(1, reset - Math.floor(now / 1000))));
  return response;
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
