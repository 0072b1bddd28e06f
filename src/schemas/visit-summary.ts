import * as z from 'zod/mini';
import { maybe, timestamp } from './common.ts';

/** First and last completed visit times of a service. */
export const ServiceVisitTimes = z.looseObject({
  service_id: z.number(),
  first_visited_at: maybe(timestamp),
  last_visited_at: maybe(timestamp),
});
export type ServiceVisitTimes = z.infer<typeof ServiceVisitTimes>;

/** First and last completed visit times of a person, overall and per service. */
export const VisitSummary = z.looseObject({
  person_id: z.number(),
  first_visited_at: maybe(timestamp),
  last_visited_at: maybe(timestamp),
  services_visited_at: maybe(z.array(ServiceVisitTimes)),
});
export type VisitSummary = z.infer<typeof VisitSummary>;
