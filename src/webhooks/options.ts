import type { DedupeStore } from './dedupe.ts';
import type { KnownNotification, ParsedNotification, UnknownNotification } from './notification-types.ts';
import type { Topic } from './topics.ts';

/** What a handler is given beside the notification. */
export interface HandlerContext {
  /** The request the notification came in (its body already read). */
  request: Request;
  /** Aborted when `deadlineMs` passes and the receiver has answered 503: stop, the service will retry. */
  signal: AbortSignal;
}

/** Handles the notifications of one topic; throw to have the service retry, throw or return `WebhookGone` to unsubscribe. */
export type TopicHandler<T extends Topic> = (
  notification: KnownNotification<T>,
  context: HandlerContext,
) => unknown;

/** A handler per topic, each typed by its topic. */
export type TopicHandlers = { [T in Topic]?: TopicHandler<T> };

/** Handles a notification of a topic this version of the SDK does not know. */
export type UnknownHandler = (notification: UnknownNotification, context: HandlerContext) => unknown;

/** Hands work on to run after the answer (Cloudflare `ctx.waitUntil`, Vercel `waitUntil`, Next.js `after`). */
export type WaitUntil = (work: Promise<unknown>) => void;

/** Options of `createWebhookHandler()`. */
export interface WebhookHandlerOptions {
  /** The handlers, by topic; a notification of a topic without one is acknowledged (200) and ignored. */
  on: TopicHandlers;
  /** Handles notifications of topics this version does not know (default: acknowledged and ignored). */
  onUnknown?: UnknownHandler;
  /**
   * The secret(s) put in the target by `webhookTarget()`: a request without one of them is refused (401).
   * Leave the key out to check no secret; `secret: undefined` (an unset variable) and an empty list are refused.
   */
  secret?: string | readonly string[];
  /** Only these businesses (a franchise also gets its franchisees' changes); others are refused (403). */
  businessIds?: readonly number[];
  /** Only these subscriptions; others are refused (403). */
  webhookIds?: readonly number[];
  /** Skips a delivery already taken (the service's retry: same webhook, topic and data): `true` keeps them in memory. */
  dedupe?: boolean | DedupeStore;
  /** Answer 503 (the service retries) when the handler has not finished by then, in ms (default 8 000; the service waits 10 s; at most 2 147 483 647). */
  deadlineMs?: number;
  /**
   * Bodies larger than this are refused (413) without being read in full, in bytes (default 1 MiB; a
   * delivery carries one resource, a few kB). A larger `Content-Length` is refused before reading.
   */
  maxBodyBytes?: number;
  /**
   * A body not all there by then is refused (408) and the connection closed, in ms from the start of
   * reading it (default 10 000, the time the service waits for an answer; at most 2 147 483 647).
   */
  bodyDeadlineMs?: number;
  /**
   * Checks a parsed body and gives the notification, throwing for a body to refuse (422). By default the
   * envelope and each resource's integer `id` (no schema library in the receiver); `checkNotification`
   * checks every field of the resources against their schemas as well, and brings zod into the bundle.
   */
  check?: (body: unknown) => ParsedNotification;
  /** Acknowledge first: answer 200 once the notification is checked, and hand the handling to this. */
  waitUntil?: WaitUntil;
  /** Receives what went wrong: handler errors, and bodies that are not notifications (never a secret). */
  onError?: (error: unknown, notification: ParsedNotification | undefined) => void;
}

/** Per-request extras, such as the `ctx` of a Cloudflare Worker: a `waitUntil` turns on acknowledge-first. */
export interface RequestContext {
  /** Hands work on to run after the answer. */
  waitUntil?(work: Promise<unknown>): void;
}

/** A fetch-style receiver: Workers, Deno, Bun, Next.js route handlers, Hono; `toNodeListener` for node:http. */
export type WebhookHandler = (request: Request, context?: RequestContext) => Promise<Response>;
