import { ControlInputError } from '../controls/control-input.ts';
import { HttpError } from '../http.ts';
import type { SnapshotPart } from './part.ts';

/** Named snapshots kept at most (the oldest saved goes first): each holds a whole studio (about 1 MB for 200 clients). */
export const MAX_SNAPSHOTS = 50;

/** A snapshot's name: letters, digits, `.`, `_`, `-`; 1 to 64 characters, a letter or digit first. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Saves every part under a name and restores them together; `reset()` goes back to the first save. */
export class SnapshotStore {
  readonly #parts: readonly SnapshotPart<unknown>[];
  readonly #byName = new Map<string, unknown[]>();
  readonly #start: unknown[];

  /** Takes the start state at once: `reset()` comes back to it. */
  constructor(parts: readonly SnapshotPart<unknown>[]) {
    this.#parts = parts;
    this.#start = this.#take();
  }

  /** The names saved, oldest first. */
  get names(): string[] {
    return [...this.#byName.keys()];
  }

  /** Saves everything under `name` (replacing a snapshot of that name). */
  save(name: unknown): string {
    const checked = nameOf(name);
    this.#byName.delete(checked);
    this.#byName.set(checked, this.#take());
    while (this.#byName.size > MAX_SNAPSHOTS) this.#byName.delete(this.#byName.keys().next().value as string);
    return checked;
  }

  /** Restores everything saved under `name`; the snapshot stays for later restores. */
  restore(name: unknown): string {
    const checked = nameOf(name);
    const saved = this.#byName.get(checked);
    if (saved === undefined) {
      throw new NoSnapshot(
        `sandbox: no snapshot named ${JSON.stringify(checked)} (saved: ${this.names.join(', ') || 'none'}; at most ${MAX_SNAPSHOTS} are kept, the oldest dropped first)`,
      );
    }
    this.#give(saved);
    return checked;
  }

  /** Back to the state the sandbox started with, its tokens included. Named snapshots are kept. */
  reset(): void {
    this.#give(this.#start);
  }

  #take(): unknown[] {
    return this.#parts.map((part) => part.save());
  }

  #give(saved: unknown[]): void {
    this.#parts.forEach((part, i) => {
      part.load(saved[i]);
    });
  }
}

/** A snapshot's name, checked: anything but 1 to 64 letters, digits, `.`, `_`, `-` throws, naming it. */
export function nameOf(name: unknown): string {
  if (typeof name === 'string' && NAME.test(name)) return name;
  const shown = typeof name === 'string' ? JSON.stringify(name.slice(0, 70)) : typeof name;
  throw new ControlInputError(
    `sandbox: a snapshot name is 1 to 64 letters, digits, '.', '_' or '-' (a letter or digit first); got ${shown}`,
  );
}

/** A snapshot not kept: 404 over HTTP, its message naming those that are. */
class NoSnapshot extends HttpError {
  override readonly name = 'NoSnapshot';

  constructor(message: string) {
    super(404, { error: message });
    this.message = message;
  }
}
