import { InputError } from '../core/errors.ts';
import { MAX_TIMER_MS } from '../core/timer.ts';
import type { Tracing } from '../core/tracing-channel.ts';
import { type NotificationBodyLimits, readCapped } from './body.ts';
import { type DedupeStore, dedupeKey, MemoryDedupeStore } from './dedupe.ts';
import { type DeliveryTrace, deliveryTracing } from './delivery-tracing.ts';
import { type Outcome, run, withDeadline } from './dispatch.ts';
import { checkEnvelope } from './envelope.ts';
import { WebhookGone } from './errors.ts';
import type { ParsedNotification } from './notification-types.ts';
import type { HandlerContext, RequestContext, WebhookHandler, WebhookHandlerOptions } from './options.ts';
import { secretCheck } from './secret.ts';
import { requireSecret } from './target.ts';

const DEFAULT_DEADLINE_MS = 8_000;
const DEFAULT_MAX_BODY_BYTES = 1_048_576;
const DEFAULT_BODY_DEADLINE_MS = 10_000;
/** The longest delay `setTimeout` keeps: a longer one would fire at once. */

/** The answers to the service, per the delivery rules: 200 done, 410 unsubscribe, 429/5xx retry. */
const ANSWERS: Record<Outcome | 'late', [number, string]> = {
  handled: [200, 'handled'],
  gone: [410, 'gone: this webhook is no longer wanted'],
  failed: [500, 'the handler failed; retry later'],
  late: [503, 'not handled in time; retry later'],
};

/** The options, checked once. */
interface Settings {
  options: WebhookHandlerOptions;
  deadlineMs: number;
  body: NotificationBodyLimits;
  checkSecret: ((url: string) => Promise<boolean>) | undefined;
  check: (value: unknown) => ParsedNotification;
  store: DedupeStore | undefined;
  businessIds: ReadonlySet<number> | undefined;
  webhookIds: ReadonlySet<number> | undefined;
}

function positive(value: unknown, fallback: number, param: string, max = Number.MAX_VALUE): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value > 0 && value <= max) return value;
  const range = max === Number.MAX_VALUE ? '' : ` up to ${max}`;
  throw new InputError(`${param} must be a positive number${range}`, param);
}

function checkOf(options: WebhookHandlerOptions): (value: unknown) => ParsedNotification {
  if (options.check === undefined) return checkEnvelope;
  if (typeof options.check === 'function') return options.check;
  throw new InputError('check must be a function such as checkNotification', 'check');
}

/**
 * The secrets to accept, `[]` when the key is left out (no check). A key given as `undefined` (an unset
 * env var) or as an empty list (`env.SECRETS?.split(',') ?? []`) is refused: only leaving it out turns
 * the check off.
 */
function secretsOf(options: WebhookHandlerOptions): string[] {
  if (!('secret' in options)) return [];
  const given: unknown[] = [options.secret].flat();
  if (given.length === 0) {
    throw new InputError(
      'secret must not be an empty list: give one secret or more, or leave the key out',
      'secret',
    );
  }
  return given.map((secret, i) => requireSecret(secret, given.length > 1 ? `secret.${i}` : 'secret'));
}

function settle(options: WebhookHandlerOptions): Settings {
  const secrets = secretsOf(options);
  const dedupe = options.dedupe;
  return {
    options,
    deadlineMs: positive(options.deadlineMs, DEFAULT_DEADLINE_MS, 'deadlineMs', MAX_TIMER_MS),
    body: {
      maxBytes: positive(options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES, 'maxBodyBytes'),
      deadlineMs: positive(options.bodyDeadlineMs, DEFAULT_BODY_DEADLINE_MS, 'bodyDeadlineMs', MAX_TIMER_MS),
    },
    checkSecret: secrets.length > 0 ? secretCheck(secrets) : undefined,
    check: checkOf(options),
    store: dedupe === true ? new MemoryDedupeStore() : dedupe || undefined,
    businessIds: options.businessIds && new Set(options.businessIds),
    webhookIds: options.webhookIds && new Set(options.webhookIds),
  };
}

function answer(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** Passes an error to `onError`, which must not break the answer. */
function report(settings: Settings, error: unknown, notification?: ParsedNotification): void {
  try {
    settings.options.onError?.(error, notification);
  } catch {
    // The answer to the service does not depend on the caller's reporting.
  }
}

/** Acknowledged first, a `WebhookGone` can no longer become a 410: the caller is told to delete the webhook. */
function reportGone(settings: Settings, notification: ParsedNotification): void {
  const message = `acknowledged before the handler asked to unsubscribe: delete webhook ${notification.webhook_id} with pike13.webhooks.delete()`;
  report(settings, new WebhookGone(message), notification);
}

/** The JSON text as a notification, or the 4xx answer that drops it (the service does not retry those). */
function decode(text: string, settings: Settings): ParsedNotification | Response {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, 'the body is not JSON');
  }
  try {
    return settings.check(body);
  } catch (error) {
    report(settings, error);
    return answer(422, 'the body is not a webhook notification');
  }
}

function allowed(notification: ParsedNotification, settings: Settings): boolean {
  const { businessIds, webhookIds } = settings;
  return (
    (businessIds === undefined || businessIds.has(notification.business_id)) &&
    (webhookIds === undefined || webhookIds.has(notification.webhook_id))
  );
}

/** 413 or 408 for a body not read in full; the connection is closed rather than left to carry the rest. */
function refusedBody(reason: 'too-large' | 'too-slow', limits: NotificationBodyLimits): Response {
  const close = { connection: 'close' };
  if (reason === 'too-large') return answer(413, `the body is over ${limits.maxBytes} bytes`, close);
  return answer(408, `the body did not arrive within ${limits.deadlineMs} ms`, close);
}

/** The checks before any handler runs: the notification, or the answer that refuses the request. */
async function admit(request: Request, settings: Settings): Promise<ParsedNotification | Response> {
  if (request.method !== 'POST') return answer(405, 'only POST is accepted', { allow: 'POST' });
  if (settings.checkSecret && !(await settings.checkSecret(request.url))) {
    return answer(401, 'missing or wrong webhook secret');
  }
  const body = await readCapped(request, settings.body);
  if ('refused' in body) return refusedBody(body.refused, settings.body);
  const notification = decode(body.text, settings);
  if (notification instanceof Response || allowed(notification, settings)) return notification;
  return answer(403, 'this business or webhook is not accepted here');
}

type AnyHandler = (notification: ParsedNotification, context: HandlerContext) => unknown;

function handlerFor(
  notification: ParsedNotification,
  options: WebhookHandlerOptions,
): AnyHandler | undefined {
  return (notification.known ? options.on[notification.topic] : options.onUnknown) as AnyHandler | undefined;
}

/** Runs the notification's handler; when it fails, forgets its dedupe key so that the retry is handled. */
async function handle(
  notification: ParsedNotification,
  context: HandlerContext,
  settings: Settings,
  key: string | undefined,
): Promise<Outcome> {
  const handler = handlerFor(notification, settings.options);
  const failed = (error: unknown) => report(settings, error, notification);
  const outcome = await run(handler && (() => handler(notification, context)), failed);
  if (outcome === 'failed' && key !== undefined)
    await Promise.resolve(settings.store?.delete(key)).catch(failed);
  else if (key !== undefined) await Promise.resolve(settings.store?.done?.(key)).catch(failed);
  return outcome;
}

/** Skips a duplicate, then answers after the handler (or at the deadline), or at once with a `waitUntil`. */
async function dispatch(
  notification: ParsedNotification,
  request: Request,
  settings: Settings,
  context: RequestContext | undefined,
  trace: DeliveryTrace | undefined,
): Promise<Response> {
  const key = settings.store && (await dedupeKey(notification));
  if (key !== undefined && !(await settings.store?.add(key))) {
    if (trace) trace.outcome = 'duplicate';
    return answer(200, 'duplicate: already handled');
  }
  const controller = new AbortController();
  const work = handle(notification, { request, signal: controller.signal }, settings, key);
  const host = context?.waitUntil ? context : settings.options;
  if (host.waitUntil) {
    host.waitUntil(work.then((outcome) => outcome === 'gone' && reportGone(settings, notification)));
    if (trace) trace.outcome = 'accepted';
    return answer(200, 'accepted');
  }
  const outcome = await withDeadline(work, settings.deadlineMs, controller);
  if (trace) trace.outcome = outcome;
  return answer(...ANSWERS[outcome]);
}

/** Checks a request, then hands its notification to the handlers; `trace` is told what became of it. */
async function receive(
  request: Request,
  context: RequestContext | undefined,
  settings: Settings,
  trace: DeliveryTrace | undefined,
): Promise<Response> {
  try {
    const admitted = await admit(request, settings);
    if (admitted instanceof Response) {
      if (trace) trace.outcome = 'refused';
      return admitted;
    }
    if (trace) {
      trace.topic = admitted.topic;
      trace.webhookId = admitted.webhook_id;
      trace.businessId = admitted.business_id;
    }
    return await dispatch(admitted, request, settings, context, trace);
  } catch (error) {
    report(settings, error);
    if (trace) trace.outcome = 'failed';
    return answer(500, 'the receiver failed; retry later');
  }
}

/** Receives a request, traced on `pike13:webhook` while that channel has a subscriber. */
function traced(
  channel: Tracing<DeliveryTrace>,
  request: Request,
  context: RequestContext | undefined,
  settings: Settings,
): Promise<Response> {
  const trace: DeliveryTrace = {
    topic: undefined,
    webhookId: undefined,
    businessId: undefined,
    outcome: undefined,
    status: undefined,
  };
  return channel.tracePromise(async () => {
    const response = await receive(request, context, settings, trace);
    trace.status = response.status;
    return response;
  }, trace);
}

/**
 * A fetch-style receiver of webhook notifications that answers per the delivery rules: 200 handled,
 * 500 when a handler throws (retried), 410 for `WebhookGone` (unsubscribed), 503 past `deadlineMs`,
 * 4xx for requests to drop (wrong method, secret, size, a body too slow to arrive, JSON, allow-lists).
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const settings = settle(options);
  return (request, context) =>
    deliveryTracing?.hasSubscribers
      ? traced(deliveryTracing, request, context, settings)
      : receive(request, context, settings, undefined);
}
