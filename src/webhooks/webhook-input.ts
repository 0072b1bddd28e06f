import * as z from 'zod/mini';
import { isHttpsOrLoopbackUrl } from './target.ts';
import { TOPICS } from './topics.ts';

const topic = z.enum(TOPICS, 'must be one of the Webhooks API topics');

/** An https URL; plain http on loopback passes here, for a receiver beside a local sandbox (`Webhooks`
 * refuses it unless the client itself talks to a service on loopback). */
const target = z
  .string()
  .check(z.refine(isHttpsOrLoopbackUrl, 'must be an absolute https URL (or http on loopback)'));

const webhookCreateShape = {
  /** The topic notified, such as `person.created` (required). */
  topic,
  /** The https address the service POSTs notifications to (required). */
  target,
  /** A name for the webhook. */
  name: z.optional(z.string()),
  /** A description of the webhook. */
  description: z.optional(z.string()),
};

/** Attributes of a new webhook: a topic of the spec and an https target. */
export interface WebhookCreate extends z.input<z.ZodMiniObject<typeof webhookCreateShape, z.core.$strict>> {}

/** Attributes of a new webhook: a topic of the spec and an https target. */
export const WebhookCreate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof webhookCreateShape, z.core.$strict>>,
  WebhookCreate
> = z.strictObject(webhookCreateShape);

const webhookUpdateShape = {
  /** A new topic, such as `person.created`. */
  topic: z.optional(topic),
  /** A new https address to POST notifications to. */
  target: z.optional(target),
  /** A new name; `null` clears it. */
  name: z.optional(z.nullable(z.string())),
  /** A new description; `null` clears it. */
  description: z.optional(z.nullable(z.string())),
};

/** Attributes of a webhook update: any of those of a new one (`null` clears name or description). */
export interface WebhookUpdate extends z.input<z.ZodMiniObject<typeof webhookUpdateShape, z.core.$strict>> {}

/** Attributes of a webhook update: any of those of a new one (`null` clears name or description). */
export const WebhookUpdate: z.ZodMiniType<
  z.output<z.ZodMiniObject<typeof webhookUpdateShape, z.core.$strict>>,
  WebhookUpdate
> = z.strictObject(webhookUpdateShape);

const hasChanges = (changes: WebhookUpdate) => Object.values(changes).some((value) => value !== undefined);

/** The attributes a PATCH sends: at least one of them changes. */
export const WebhookChanges = WebhookUpdate.check(z.refine(hasChanges, 'must change at least one attribute'));
