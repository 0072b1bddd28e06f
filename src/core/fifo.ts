/** A first-in first-out queue whose `shift()` is O(1): a head index, compacted once half is spent. */
export class Fifo<T> {
  #items: T[] = [];
  #head = 0;

  get length(): number {
    return this.#items.length - this.#head;
  }

  push(item: T): void {
    // A first item gets an array of its own size: most queues (one per token) never hold a second one.
    if (this.#items.length === 0) this.#items = [item];
    else this.#items.push(item);
  }

  /** The oldest item, left in place. */
  peek(): T | undefined {
    return this.#items[this.#head];
  }

  shift(): T | undefined {
    if (this.#head >= this.#items.length) return undefined;
    const item = this.#items[this.#head] as T;
    this.#items[this.#head] = undefined as T;
    this.#head++;
    if (this.#head === this.#items.length) {
      this.#items = [];
      this.#head = 0;
    } else if (this.#head >= 1024 && this.#head * 2 >= this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }
}
