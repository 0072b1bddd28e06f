import { HttpCore } from './core/http.ts';
import type { ClientOptions } from './core/options.ts';
import { Desk } from './desk/index.ts';
import { Front } from './front/index.ts';

/** The Pike13 client: one HTTP core under every namespace. */
export class Pike13 {
  /** The Core API as a client (`/api/v2/front`); some endpoints are public with `clientId`. */
  readonly front: Front;
  /** The Core API as staff (`/api/v2/desk`). */
  readonly desk: Desk;

  constructor(options: ClientOptions = {}) {
    const core = new HttpCore(options);
    this.front = new Front(core);
    this.desk = new Desk(core);
  }
}
