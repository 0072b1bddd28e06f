import * as z from 'zod/mini';
import { maybe, maybeTimestamp } from './common.ts';

const serviceVisitTimesShape = {
  service_id: z.number(),
  first_visited_at: maybeTimestamp,
  last_visited_at: maybeTimestamp,
};
/** First and last completed visit times of a service. */
export interface ServiceVisitTimes
  extends z.output<z.ZodMiniObject<typeof serviceVisitTimesShape, z.core.$loose>> {}
/** First and last completed visit times of a service. */
export const ServiceVisitTimes: z.ZodMiniType<ServiceVisitTimes> = z.looseObject(serviceVisitTimesShape);

const visitSummaryShape = {
  person_id: z.number(),
  first_visited_at: maybeTimestamp,
  last_visited_at: maybeTimestamp,
  services_visited_at: maybe(z.array(ServiceVisitTimes)),
};
/** First and last completed visit times of a person, overall and per service. */
export interface VisitSummary extends z.output<z.ZodMiniObject<typeof visitSummaryShape, z.core.$loose>> {}
/** First and last completed visit times of a person, overall and per service. */
export const VisitSummary: z.ZodMiniType<VisitSummary> = z.looseObject(visitSummaryShape);
