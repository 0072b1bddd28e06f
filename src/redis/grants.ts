import { Fifo } from '../core/fifo.ts';

/**
 * The slots this process was granted within the last window (the window with its slack): what it gives
 * back to a shared state that Redis lost. At most `limit` are kept, the newest: a count of `limit` already
 * leaves nothing to grant, so memory stays bounded whatever the traffic.
 */
export class GrantLog {
  readonly #times = new Fifo<number>();
  readonly #limit: number;
  readonly #span: number;

  constructor(limit: number, span: number) {
    this.#limit = limit;
    this.#span = span;
  }

  /** A slot was granted now. */
  add(now: number): void {
    this.#times.push(now);
    if (this.#times.length > this.#limit) this.#times.shift();
  }

  /** The slots granted within the last window before `now`, at most `limit`. */
  count(now: number): number {
    while ((this.#times.peek() ?? Number.POSITIVE_INFINITY) <= now - this.#span) this.#times.shift();
    return this.#times.length;
  }
}
