import { notANotification } from './errors.ts';
import type { ParsedNotification, WebhookNotification } from './notification-types.ts';
import { carriesPrevious, isTopic, TOPIC_RESOURCE_KEYS } from './topics.ts';

type Fields = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/** The paths at fault in the envelope, each with the rule it breaks (never the value). */
function envelopeIssues(value: Fields): string[] {
  const issues: string[] = [];
  if (typeof value.topic !== 'string') issues.push('topic: must be a string');
  if (!isId(value.webhook_id)) issues.push('webhook_id: must be an integer');
  if (!isId(value.business_id)) issues.push('business_id: must be an integer');
  if (value.target_url != null && typeof value.target_url !== 'string') {
    issues.push('target_url: must be a string');
  }
  if (!isObject(value.data)) issues.push('data: must be an object');
  return issues;
}

/** The paths at fault in the `data` of a known topic: its resource array, and `previous` on updates. */
function dataIssues(data: Fields, key: string, updates: boolean): string[] {
  const resources = data[key];
  if (!Array.isArray(resources)) return [`data.${key}: must be an array`];
  if (resources.length === 0) return [`data.${key}: must hold the resource of the notification`];
  const issues = resources.flatMap((resource, i) => {
    if (!isObject(resource)) return [`data.${key}.${i}: must be an object`];
    return isId(resource.id) ? [] : [`data.${key}.${i}.id: must be an integer`];
  });
  for (const name of updates ? ['previous', 'changed'] : []) {
    if (data[name] != null && !isObject(data[name])) issues.push(`data.${name}: must be an object`);
  }
  return issues;
}

function refuse(issues: string[]): never {
  throw notANotification(issues);
}

/** `previous` as sent, or under the `changed` spelling of the general format description. */
export function withPrevious(data: Fields): Fields {
  const { previous, ...rest } = data;
  const earlier = previous ?? data.changed;
  return earlier == null ? rest : { ...rest, previous: earlier };
}

/**
 * Checks what a receiver routes and deduplicates on, with no schema library (the receiver ships without
 * zod): the envelope (`topic`, `webhook_id`, `business_id`, `data`) and, for a known topic, a non-empty
 * array of resources with integer ids under its key. The resources' other fields are as the service sent
 * them; `checkNotification` checks them against the schemas as well.
 */
export function checkEnvelope(value: unknown): ParsedNotification {
  if (!isObject(value)) refuse(['body: must be a JSON object']);
  const issues = envelopeIssues(value);
  if (issues.length > 0) refuse(issues);
  const envelope = value as Fields & { topic: string; data: Fields };
  if (!isTopic(envelope.topic)) return { ...envelope, known: false } as ParsedNotification;
  const topic = envelope.topic;
  const problems = dataIssues(envelope.data, TOPIC_RESOURCE_KEYS[topic], carriesPrevious(topic));
  if (problems.length > 0) refuse(problems);
  return { ...envelope, known: true, data: withPrevious(envelope.data) } as WebhookNotification;
}
