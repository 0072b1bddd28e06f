import type { ParsedNotification } from '../webhooks/notification-types.ts';
import type { TopicHandlers } from '../webhooks/options.ts';
import type { SyncBatch, SyncChange, SyncRecords, SyncResource } from './types.ts';

/**
 * The mirrored resource each topic changes, and how: a record written, one deleted, or one marked for the
 * next run to re-read. A visit's notification carries the Core API's visit, and the visits table holds the
 * enrollments report's row (the class, the client's name, how it was paid, times in the class's zone): the
 * fields both share would leave the rest stale or absent, and a late delivery could undo a newer state (the
 * row has no `updated_at` to compare). So a created or changed visit is re-read, by id, from the report;
 * `visit.deleted` is a deletion by id.
 */
type Effect = {
  resource: SyncResource;
  op: 'upsert' | 'delete' | 'reread';
  /** The records sit under this key of each item of `data[from]` (a person plan's `plan`). */
  from?: { key: string; field: string };
};

const TOPIC_CHANGES: Readonly<Record<string, Effect>> = {
  'person.created': { resource: 'people', op: 'upsert' },
  'person.updated': { resource: 'people', op: 'upsert' },
  'person.deleted': { resource: 'people', op: 'delete' },
  'invoice.new': { resource: 'invoices', op: 'upsert' },
  'invoice.created': { resource: 'invoices', op: 'upsert' },
  'invoice.updated': { resource: 'invoices', op: 'upsert' },
  'person_plan.created': { resource: 'plans', op: 'upsert', from: { key: 'person_plans', field: 'plan' } },
  'plan.updated': { resource: 'plans', op: 'upsert' },
  'plan.ended': { resource: 'plans', op: 'upsert' },
  'visit.new': { resource: 'visits', op: 'reread' },
  'visit.created': { resource: 'visits', op: 'reread' },
  'visit.updated': { resource: 'visits', op: 'reread' },
  'visit.deleted': { resource: 'visits', op: 'delete' },
};

/** The topics whose notifications change a mirrored table (subscribe a receiver to these). */
export const SYNC_TOPICS = Object.keys(TOPIC_CHANGES);

/**
 * The changes a webhook notification carries, as a batch for the same writer a sync feeds (no cursor:
 * a delivery moves none); undefined for a topic no mirrored table follows. `person.deleted` is a deletion
 * (with `merged_into_id` when a merge caused it), `visit.deleted` too; other visit topics mark the visit to
 * re-read.
 */
export function webhookChanges(notification: ParsedNotification): SyncBatch | undefined {
  const effect = TOPIC_CHANGES[notification.topic];
  if (effect === undefined) return undefined;
  const records = recordsOf(notification.data as Record<string, unknown>, effect);
  if (!Array.isArray(records)) return undefined;
  const changes = records.filter(hasId).map((record) => changeOf(effect.resource, effect.op, record));
  return { resource: effect.resource, changes };
}

function recordsOf(data: Record<string, unknown>, { resource, from }: Effect): unknown {
  if (from === undefined) return data[resource];
  const items = data[from.key];
  return Array.isArray(items)
    ? items.map((item) => (item as Record<string, unknown> | null)?.[from.field])
    : undefined;
}

function hasId(record: unknown): record is { id: number } & Record<string, unknown> {
  return typeof record === 'object' && record !== null && Number.isInteger((record as { id?: unknown }).id);
}

function changeOf(
  resource: SyncResource,
  op: Effect['op'],
  record: { id: number } & Record<string, unknown>,
): SyncChange {
  if (op === 'reread') return { op, resource, id: record.id };
  if (op === 'upsert') {
    return { op, resource, id: record.id, record: record as SyncRecords[SyncResource] } as SyncChange;
  }
  return {
    op,
    resource,
    id: record.id,
    ...(typeof record.merged_into_id === 'number' ? { mergedIntoId: record.merged_into_id } : {}),
    ...(typeof record.deleted_at === 'string' ? { deletedAt: record.deleted_at } : {}),
  };
}

/** Where webhook changes go: a `Mirror`, or anything that stores a batch. */
export interface BatchWriter {
  /** Stores a batch's changes (and its cursor, when it has one) in one transaction. */
  apply(batch: SyncBatch): Promise<unknown>;
}

/**
 * Handlers for `createWebhookHandler({ on })` that write each notification of `SYNC_TOPICS` into `writer`
 * before the receiver answers 200: a write that fails answers 500, and the service delivers it again.
 */
export function mirrorHandlers(writer: BatchWriter): TopicHandlers {
  const apply = async (notification: ParsedNotification) => {
    const batch = webhookChanges(notification);
    if (batch !== undefined) await writer.apply(batch);
  };
  return Object.fromEntries(SYNC_TOPICS.map((topic) => [topic, apply])) as TopicHandlers;
}
