import * as z from 'zod/mini';
import { describeIssues, OWN_WORDS } from '../core/issues.ts';
import { maybe } from '../schemas/common.ts';
import { checkEnvelope, withPrevious } from './envelope.ts';
import { NotificationError, notANotification } from './errors.ts';
import { RESOURCE_SCHEMAS, type TopicResource } from './payloads.ts';
import {
  carriesPrevious,
  type ResourceKeyOf,
  TOPIC_RESOURCE_KEYS,
  type Topic,
  type UpdatedTopic,
} from './topics.ts';

/** The fields every notification has, whatever its topic. */
interface Envelope {
  /** The subscription that sent it. */
  webhook_id: number;
  /** The business the change happened in (a franchisee's, for a franchise's webhook). */
  business_id: number;
  /** The target address, when the service includes it. */
  target_url?: string | null;
}

/** The earlier values of the fields that changed, on `*.updated` topics. */
export type Previous<T extends Topic> = Partial<TopicResource<T>>;

/** The `data` of a notification: the resource under the topic's key (a one-item array), `previous` on updates. */
export type NotificationData<T extends Topic> = {
  [K in ResourceKeyOf<T>]: TopicResource<T>[];
} & (T extends UpdatedTopic
  ? {
      /** The earlier values of the fields that changed (sent as `previous`, or `changed`). */
      previous?: Previous<T>;
    }
  : unknown);

/** A notification of one topic this SDK knows. */
export interface KnownNotification<T extends Topic> extends Envelope {
  /** What happened (`visit.new`, `invoice.updated`, …). */
  topic: T;
  /** True: the topic is one of the spec's; `data` holds its resources (every field checked by `parseNotification`, `checkNotification`, or a receiver given `check: checkNotification`). */
  known: true;
  /** The resource under the topic's key, and `previous` on updates. */
  data: NotificationData<T>;
}

/** A notification of a known topic: a union discriminated on `topic` (narrow with `known` first). */
export type WebhookNotification<T extends Topic = Topic> = T extends Topic ? KnownNotification<T> : never;

/** A notification of a topic this version of the SDK does not know; `data` is as sent. */
export interface UnknownNotification extends Envelope {
  /** The topic name the service sent. */
  topic: string;
  /** False: a topic added to the service after this version of the SDK. */
  known: false;
  /** The payload, unchecked. */
  data: Record<string, unknown>;
}

/** What `parseNotification` gives: a known notification, or an unknown one. */
export type ParsedNotification = WebhookNotification | UnknownNotification;

const dataSchemas = new Map<Topic, z.ZodMiniType<Record<string, unknown>>>();

/** The schema of `data` for a topic: its resource array, and `previous` (or `changed`) on updates. */
function dataSchemaOf(topic: Topic): z.ZodMiniType<Record<string, unknown>> {
  const cached = dataSchemas.get(topic);
  if (cached) return cached;
  const key = TOPIC_RESOURCE_KEYS[topic];
  const resource = RESOURCE_SCHEMAS[key] as unknown as z.ZodMiniObject;
  const earlier = maybe(z.partial(resource));
  const schema = z.looseObject({
    [key]: z.array(resource).check(z.minLength(1, 'must hold the resource of the notification')),
    ...(carriesPrevious(topic) ? { previous: earlier, changed: earlier } : {}),
  });
  dataSchemas.set(topic, schema);
  return schema;
}

/** Checks `value` against `schema`, throwing a `NotificationError` that names the paths at fault. */
function check<T>(schema: z.ZodMiniType<T>, value: unknown, root: string): T {
  const result = schema.safeParse(value, OWN_WORDS);
  if (result.success) return result.data;
  throw notANotification(describeIssues(result.error.issues, root));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotificationError('not a webhook notification: the body is not JSON');
  }
}

/**
 * Parses a notification body (the JSON text or its parsed value): typed by topic, checked against the
 * resource schemas; a topic this version does not know parses as an `UnknownNotification`.
 */
export function parseNotification(body: unknown): ParsedNotification {
  return checkNotification(typeof body === 'string' ? parseJson(body) : body);
}

/**
 * Checks the parsed JSON of a body (a string is refused, never parsed a second time): the envelope as the
 * receiver checks it, then every field of the resources against their schemas.
 */
export function checkNotification(value: unknown): ParsedNotification {
  const notification = checkEnvelope(value);
  if (!notification.known) return notification;
  const data = check(dataSchemaOf(notification.topic), (value as { data: unknown }).data, 'data');
  return { ...notification, data: withPrevious(data) } as WebhookNotification;
}
