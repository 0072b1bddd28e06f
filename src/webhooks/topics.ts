/** Every topic of the Webhooks API v3, with the key its resource array has in `data`. */
export const TOPIC_RESOURCE_KEYS = {
  'person.created': 'people',
  'person.updated': 'people',
  'person.deleted': 'people',
  'event_occurrence.created': 'event_occurrences',
  'event_occurrence.updated': 'event_occurrences',
  'event_occurrence.staff_member_updated': 'event_occurrences',
  'event_occurrence.upcoming': 'event_occurrences',
  'invoice.new': 'invoices',
  'invoice.created': 'invoices',
  'invoice.updated': 'invoices',
  'person_plan.created': 'person_plans',
  'person_plan.updated': 'person_plans',
  'plan.updated': 'plans',
  'plan.ended': 'plans',
  'plan_hold.created': 'plan_holds',
  'plan_hold.updated': 'plan_holds',
  'plan_hold.deleted': 'plan_holds',
  'punchcard.started': 'punchcards',
  // Documented as `people`; payloads carry `punchcards`.
  'punchcard.updated': 'punchcards',
  'punchcard.deleted': 'punchcards',
  'transaction.created': 'transactions',
  // Documented as `people`; payloads carry `transactions`.
  'transaction.updated': 'transactions',
  'visit.new': 'visits',
  'visit.created': 'visits',
  'visit.updated': 'visits',
  'visit.deleted': 'visits',
} as const;

/** A topic a webhook can subscribe to. */
export type Topic = keyof typeof TOPIC_RESOURCE_KEYS;

/** Every topic, in the spec's order. */
export const TOPICS = Object.keys(TOPIC_RESOURCE_KEYS) as [Topic, ...Topic[]];

/** The key of a topic's resource array in `data` (`visits` for `visit.new`). */
export type ResourceKeyOf<T extends Topic> = (typeof TOPIC_RESOURCE_KEYS)[T];

/** Topics whose `data` also carries `previous`: the earlier values of the fields that changed. */
export type UpdatedTopic = Extract<Topic, `${string}.updated` | `${string}.staff_member_updated`>;

/** True when `topic` is one this version of the SDK knows. */
export function isTopic(topic: unknown): topic is Topic {
  return typeof topic === 'string' && Object.hasOwn(TOPIC_RESOURCE_KEYS, topic);
}

/** True when notifications of `topic` carry `previous`. */
export function carriesPrevious(topic: Topic): topic is UpdatedTopic {
  return topic.endsWith('.updated') || topic.endsWith('.staff_member_updated');
}
