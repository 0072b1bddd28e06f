import { type SavedState, type State, saveState, type Tables } from '../state.ts';
import type { Table } from '../table.ts';
import type { SnapshotPart } from './part.ts';

/**
 * The records as a snapshot holds them: one JSON text (compact, and parsed back faster than a deep clone).
 * Restoring refills the same `State` object, so `sandbox.state` and `sandbox.tokens` stay the live ones.
 */
export function statePart(state: State): SnapshotPart<string> {
  return {
    save: () => JSON.stringify(saveState(state)),
    load: (saved) => refill(state, JSON.parse(saved) as SavedState),
  };
}

function refill(state: State, saved: SavedState): void {
  Object.assign(state.business, saved.business);
  Object.assign(state.app, saved.app);
  Object.assign(state.counters, saved.counters);
  Object.assign(state.handout, saved.handout);
  for (const [name, table] of Object.entries(state.tables)) {
    (table as Table<{ id: number }>).load(saved.tables[name as keyof Tables] as never);
  }
}
