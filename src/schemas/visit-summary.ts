import * as z from 'zod/mini';
import { maybe, timestampText } from './common.ts';

const serviceVisitTimesShape = {
  service_id: z.number(),
  first_visited_at: maybe(timestampText),
  last_visited_at: maybe(timestampText),
};
const serviceVisitTimesObject: z.ZodMiniObject<typeof serviceVisitTimesShape, z.core.$loose> =
  z.looseObject(serviceVisitTimesShape);
/** First and last completed visit times of a service. */
export interface ServiceVisitTimes extends z.output<typeof serviceVisitTimesObject> {}
/** First and last completed visit times of a service. */
export const ServiceVisitTimes: z.ZodMiniType<ServiceVisitTimes> = serviceVisitTimesObject;

const visitSummaryShape = {
  person_id: z.number(),
  first_visited_at: maybe(timestampText),
  last_visited_at: maybe(timestampText),
  services_visited_at: maybe(z.array(ServiceVisitTimes)),
};
const visitSummaryObject: z.ZodMiniObject<typeof visitSummaryShape, z.core.$loose> =
  z.looseObject(visitSummaryShape);
/** First and last completed visit times of a person, overall and per service. */
export interface VisitSummary extends z.output<typeof visitSummaryObject> {}
/** First and last completed visit times of a person, overall and per service. */
export const VisitSummary: z.ZodMiniType<VisitSummary> = visitSummaryObject;
