import type { Topic } from '../webhooks/topics.ts';
import type { ClockOption } from './clock.ts';
import { resultOf } from './controls/control-result.ts';
import type { Faults } from './controls/faults.ts';
import type { LoggedRequest } from './controls/request-log.ts';
import type { TriggerOptions, TriggerResult } from './controls/triggers.ts';
import { Engine } from './engine.ts';
import { INSPECTOR_PATH } from './inspector/page.ts';
import { inspectorRoutes } from './inspector/routes.ts';
import { oauthRoutes } from './oauth.ts';
import type { SandboxRateLimits } from './rate-limit.ts';
import { reportRoutes } from './reporting/engine-routes.ts';
import type { BodyLimits } from './request-body.ts';
import { coreRoutes } from './routes/index.ts';
import { bookingHolds } from './rules/bookings.ts';
import { PlanEnds } from './rules/plan-ends.ts';
import { UpcomingReminders } from './rules/reminders.ts';
import { randomSecret } from './secrets.ts';
import { seedState } from './seed/index.ts';
import type { SnapshotPart } from './snapshots/part.ts';
import { snapshotRoutes } from './snapshots/routes.ts';
import { statePart } from './snapshots/state-part.ts';
import { SnapshotStore } from './snapshots/store.ts';
import { type HandoutTokens, loadState, type SavedState, type State, saveState } from './state.ts';
import { MovableClock } from './time/movable-clock.ts';
import { clockRoutes } from './time/routes.ts';
import { type SandboxClock, sandboxClock } from './time/sandbox-clock.ts';
import { Timeline } from './time/timeline.ts';
import { webhookRoutes } from './webhooks/engine-routes.ts';
import { WebhookHub, type WebhookHubOptions } from './webhooks/hub.ts';

export { type Change, type ChangeData, ChangeFeed, type ChangeListener } from './changes.ts';
export { ControlInputError } from './controls/control-input.ts';
export { ControlRefused } from './controls/control-result.ts';
export type { ControlContext, ControlRoute } from './controls/control-route.ts';
export type { Fault, FaultInput, Faults } from './controls/faults.ts';
export type { LoggedRequest, TokenKind } from './controls/request-log.ts';
export type { TriggerOptions, TriggerResult } from './controls/triggers.ts';
export type { SandboxRateLimits as RateLimitOptions } from './rate-limit.ts';
export type { ReportRecords, ReportResource } from './reporting/index.ts';
export type { BodyLimits } from './request-body.ts';
export { MAX_SNAPSHOTS } from './snapshots/store.ts';
export type { HandoutTokens, SavedState, State } from './state.ts';
export type { ClockSpan } from './time/duration.ts';
export type { SandboxClock } from './time/sandbox-clock.ts';
export type { DeliveryAttempt } from './webhooks/index.ts';
export { Engine, WebhookHub };

/** msw's request handler (msw is ESM-only: its type is imported as ESM even from CommonJS). */
export type SandboxHandler = import('msw', { with: { 'resolution-mode': 'import' }}).RequestHandler;

/** Options of `createSandbox`. */
export interface SandboxOptions {
  /** PRNG seed of the demo business. Default 13. */
  seed?: number;
  /**
   * `random` (default): a new state gets its own random client id, client secret and tokens (kept in its
   * saved data); `fixed`: the same ones for the same `seed` (reproducible tests).
   */
  tokens?: 'random' | 'fixed';
  /** Page origins allowed to call the sandbox besides loopback ones (`http://localhost:*` …). */
  corsOrigins?: string[];
  /** Number of seeded clients (dependents come on top). Default 200. */
  clients?: number;
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** `false`: no server, only msw `handlers` (browsers, msw-based tests); `url` is then a `.test` origin. */
  listen?: boolean;
  /** Rate limits (per token 180/min, reports 60/min, per IP 360/min, /oauth/authorize 10/min per IP); `false` turns them off. */
  rateLimit?: SandboxRateLimits | false;
  /** The sandbox's "now": seeded dates and every rule use it. Default the real clock. */
  now?: ClockOption;
  /** A state saved by `sandbox.save()` (or the CLI's `--data` file) to start from instead of the seed. */
  data?: SavedState;
  /** OAuth redirect addresses to register, on top of `http://127.0.0.1/callback` and `http://localhost/callback`. */
  redirectUris?: string[];
  /**
   * Webhook deliveries: `allowHttpTargets` (loopback http receivers; the service takes https only),
   * `timeScale` (retry delays × this; default 0.001: the 4 days of retries take 6 minutes), `fetch`.
   */
  webhookDelivery?: Omit<WebhookHubOptions, 'businessId' | 'now'>;
  /** Makes a request's changes durable before it is answered (the CLI's `--data` journal). */
  commit?: () => Promise<void>;
  /** Request bodies on loopback: at most `maxBodyBytes` (default 1 MiB, else 413) within `bodyTimeoutMs` (20 s, else 408). */
  bodyLimits?: BodyLimits;
}

/** A running sandbox. */
export interface Sandbox {
  /** Base URL: give it to `new Pike13({ baseUrl })`; business and account calls both go here. */
  url: string;
  /** The registered application's client id (public endpoints, OAuth). */
  clientId: string;
  /** The application's client secret (OAuth token exchange). */
  clientSecret: string;
  /** Business tokens of a staff member, an owner and a client; `account` is the owner's account-wide token. */
  tokens: HandoutTokens;
  /** msw handlers answering requests to `url` from this sandbox (needs the optional peer `msw`). */
  handlers: SandboxHandler[];
  /** The in-memory state (tables of the business), for assertions. */
  state: State;
  /** The engine: `engine.handle(request)`, `engine.changes.on(listener)`. */
  engine: Engine;
  /** Webhook subscriptions and deliveries: `webhooks.deliveries` lists the last 10,000 attempts, `webhooks.idle()` waits. */
  webhooks: WebhookHub;
  /** The inspector page (requests, deliveries, clock, records); its key in the URL lets it call the controls. */
  inspectorUrl: string;
  /** The sandbox's one clock: `now()`, `advance('2h')` (running what falls due in between), `set(date)`. */
  clock: SandboxClock;
  /** Saves everything (records, clock, tokens, webhook subscriptions) under `name`; at most 50 are kept. */
  snapshot(name: string): void;
  /** Restores everything saved under `name`; pending webhook retries are dropped. */
  restore(name: string): void;
  /** Back to the state the sandbox started with, its tokens and clock included. */
  reset(): void;
  /** The requests answered (sandbox controls aside), newest last: a copy of the last 10,000, never a token. */
  readonly requests: LoggedRequest[];
  /**
   * Makes a real change through the Core API's rules and resolves to its notification `data` and every change
   * it caused: `trigger('visit.updated', { id: 890, data: { state: 'completed' } })`.
   */
  trigger(topic: Topic, options?: TriggerOptions): Promise<TriggerResult>;
  /** Faults: `faults.add({ path: '/api/v2/desk/people*', status: 503, times: 2 })` → id; `faults.clear()`. */
  faults: Faults;
  /** The state as JSON-ready data (for `data` of a later sandbox). */
  save(): SavedState;
  /** Stops the server (if any). */
  close(): Promise<void>;
}

const MSW_ORIGIN = 'https://sandbox.pike13.test';

/** Starts a stateful in-memory Pike13 on loopback (and/or as msw handlers). */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const movable = new MovableClock(options.now);
  const clock = movable.read;
  const state = options.data ? loadState(options.data) : seedState(options, clock());
  const webhooks = new WebhookHub({
    timeScale: 0.001,
    ...options.webhookDelivery,
    businessId: state.business.id,
    now: clock,
    subscriptions: options.data?.webhooks,
  });
  const inspectorKey = randomSecret('');
  const engine = new Engine({
    state,
    clock,
    rateLimit: options.rateLimit,
    corsOrigins: options.corsOrigins,
  })
    .use(oauthRoutes())
    .use(coreRoutes)
    .use(reportRoutes)
    .use(webhookRoutes(webhooks))
    .useControls(inspectorRoutes(webhooks))
    .allowControlKey(inspectorKey);
  const reminders = new UpcomingReminders(state, clock());
  const planEnds = new PlanEnds(clock());
  const rules = [bookingHolds, reminders, planEnds];
  for (const rule of rules) engine.sweep(rule.sweep);
  const timeline = new Timeline(movable, rules, state, engine.changes);
  const snapshots = new SnapshotStore(
    [
      statePart(state),
      { save: clock, load: (at: number) => movable.moveTo(at) },
      webhooks.snapshotPart,
      reminders,
      planEnds,
      engine.rateLimiter,
    ].filter((part) => part !== undefined) as SnapshotPart<unknown>[],
  );
  const sandboxClockControl = sandboxClock(movable, timeline, (now) => webhooks.wakeDue(now));
  engine.useControls([...clockRoutes(sandboxClockControl), ...snapshotRoutes(snapshots, clock)]);
  if (options.commit) engine.commitWith(options.commit);
  engine.changes.on((change) => webhooks.publish(change.topic, change.data));
  const server =
    options.listen === false ? undefined : await startServer(engine, options.port ?? 0, options.bodyLimits);
  const url = server?.url ?? MSW_ORIGIN;
  const handlers = await handlersFor(engine, url);
  return {
    url,
    clientId: state.app.client_id,
    clientSecret: state.app.client_secret,
    tokens: state.handout,
    inspectorUrl: `${url}${INSPECTOR_PATH}?key=${inspectorKey}`,
    get handlers() {
      if (handlers === undefined) throw new Error('sandbox.handlers needs msw: npm install --save-dev msw');
      return handlers;
    },
    state,
    engine,
    webhooks,
    clock: sandboxClockControl,
    snapshot: (name) => void snapshots.save(name),
    restore: (name) => void snapshots.restore(name),
    reset: () => snapshots.reset(),
    get requests() {
      return engine.requests.list();
    },
    faults: engine.faults,
    trigger: async (topic, options = {}) =>
      resultOf<TriggerResult>(await engine.control('POST', '/_sandbox/triggers', { topic, ...options })),
    save: () => ({ ...saveState(state), webhooks: webhooks.saveSubscriptions() }),
    close: async () => {
      await webhooks.close();
      await server?.close();
    },
  };
}

/** msw is an optional peer: without it there are no handlers (reading them says how to get msw). */
async function handlersFor(engine: Engine, url: string): Promise<SandboxHandler[] | undefined> {
  try {
    const { mswHandlers } = await import('./msw.ts');
    return mswHandlers(engine, url);
  } catch {
    return undefined;
  }
}

/** The node:http adapter is loaded only when a server is wanted, so browsers never import node:http. */
async function startServer(engine: Engine, port: number, limits: BodyLimits | undefined) {
  const { listen } = await import('./node.ts');
  return listen(engine, port, limits);
}
