import type { HttpCore } from '../core/http.ts';
import { DeskPeople } from './people.ts';

/** The Core API as staff (`/api/v2/desk`): needs a staff member's token. */
export class Desk {
  /** Clients of the business. */
  readonly people: DeskPeople;

  constructor(core: HttpCore) {
    this.people = new DeskPeople(core);
  }
}
