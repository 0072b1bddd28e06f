/** A piece of the sandbox a snapshot holds: it gives a copy of its memory and takes one back. */
export interface SnapshotPart<T> {
  /** A copy that later changes do not reach. */
  save(): T;
  /** Becomes what `save()` gave (the copy is not kept: a snapshot restores many times). */
  load(saved: T): void;
}
