import type { HttpCore } from './http.ts';

/** Base of every resource group: its methods describe endpoints and hand them to the one core. */
export abstract class Resource {
  protected readonly core: HttpCore;

  constructor(core: HttpCore) {
    this.core = core;
  }
}
