import * as z from 'zod/mini';
import { describeIssues, OWN_WORDS } from '../core/issues.ts';
import { maybe } from '../schemas/common.ts';
import { checkEnvelope, withPrevious } from './envelope.ts';
import { NotificationError, notANotification } from './errors.ts';
import type { ParsedNotification, WebhookNotification } from './notification-types.ts';
import { RESOURCE_SCHEMAS } from './payloads.ts';
import { carriesPrevious, TOPIC_RESOURCE_KEYS, type Topic } from './topics.ts';

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
