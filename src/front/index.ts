import type { HttpCore } from '../core/http.ts';
import { FrontPeople } from './people.ts';

/** The Core API as a client (`/api/v2/front`). */
export class Front {
  /** The caller and their dependents. */
  readonly people: FrontPeople;

  constructor(core: HttpCore) {
    this.people = new FrontPeople(core);
  }
}
