import { eventEndpoints, FrontEvents } from '../front/events.ts';

/** Events as staff see them: every attendee included. */
export class DeskEvents extends FrontEvents {
  protected override readonly endpoints = eventEndpoints.desk;
}
