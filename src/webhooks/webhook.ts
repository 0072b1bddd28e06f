import * as z from 'zod/mini';
import { maybe, maybeNumber, maybeString, openEnum } from '../schemas/common.ts';
import { TOPICS } from './topics.ts';

const webhookShape = {
  /** The subscription id (a string, as JSON:API ids are). */
  id: z.string(),
  /** The resource type: `webhooks`. */
  type: z.string(),
  /** `self`: the URL of this subscription. */
  links: maybe(z.looseObject({ self: maybeString })),
  /** The subscription's fields. */
  attributes: z.looseObject({
    /** The account that created the webhook. */
    account_id: maybeNumber,
    /** The business it watches (a franchise's also covers its franchisees). */
    business_id: maybeNumber,
    /** What it is notified of. */
    topic: maybe(openEnum(TOPICS)),
    /** The https address the service POSTs notifications to. */
    target: maybeString,
    /** Null when unset. */
    name: maybeString,
    /** Null when unset. */
    description: maybeString,
  }),
};

/** A webhook subscription as the service returns it: a JSON:API resource object of type `webhooks`. */
export interface Webhook extends z.output<z.ZodMiniObject<typeof webhookShape, z.core.$loose>> {}

/** A webhook subscription as the service returns it: a JSON:API resource object of type `webhooks`. */
export const Webhook: z.ZodMiniType<Webhook> = z.looseObject(webhookShape);
