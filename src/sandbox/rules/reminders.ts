import type { Scope } from '../engine.ts';
import type { SnapshotPart } from '../snapshots/part.ts';
import type { State } from '../state.ts';
import type { TimedRule } from '../time/timeline.ts';
import { occurrenceView } from '../views/schedule.ts';

/**
 * The spec sends `event_occurrence.upcoming` the reminder period plus one hour before an occurrence
 * starts, 24 hours before when the service has none; the sandbox's services have none.
 */
const REMINDER_MS = 24 * 3_600_000;
/** How often the occurrences are scanned at most (of the sandbox's clock): not on every request. */
const SCAN_EVERY_MS = 60_000;

/** What the reminders remember: the occurrences announced, and when they last looked. */
interface RemindersMemory {
  announced: number[];
  scanned: number;
}

/**
 * `event_occurrence.upcoming` on the sandbox's clock: once per occurrence, when its start comes within 24
 * hours (checked as requests arrive and as the clock advances, at most once a minute of the sandbox's
 * clock). Occurrences already that close when the sandbox starts were announced before it: not sent again.
 */
export class UpcomingReminders implements TimedRule, SnapshotPart<RemindersMemory> {
  #announced: Set<number>;
  #scanned: number;

  constructor(state: State, startedAt: number) {
    this.#announced = new Set(dueAt(state, startedAt).map((occurrence) => occurrence.id));
    this.#scanned = startedAt;
  }

  readonly sweep = (scope: Scope): void => {
    if (scope.now - this.#scanned < SCAN_EVERY_MS) return;
    this.#scanned = scope.now;
    for (const occurrence of dueAt(scope.state, scope.now)) {
      if (this.#announced.has(occurrence.id)) continue;
      this.#announced.add(occurrence.id);
      scope.changes.emit('event_occurrence.upcoming', {
        event_occurrences: [occurrenceView(scope.state, occurrence, 'list')],
      });
    }
  };

  nextDue(state: State, now: number): number | undefined {
    let next: number | undefined;
    for (const occurrence of state.tables.occurrences.all()) {
      if (occurrence.state !== 'active' || this.#announced.has(occurrence.id)) continue;
      const start = Date.parse(occurrence.start_at);
      if (start > now && (next === undefined || start - REMINDER_MS < next)) next = start - REMINDER_MS;
    }
    // The scan's pace holds while the clock advances, as it does between requests.
    return next === undefined ? undefined : Math.max(next, this.#scanned + SCAN_EVERY_MS);
  }

  save(): RemindersMemory {
    return { announced: [...this.#announced], scanned: this.#scanned };
  }

  load(saved: RemindersMemory): void {
    this.#announced = new Set(saved.announced);
    this.#scanned = saved.scanned;
  }
}

/** The active occurrences that start within the reminder period from `now`. */
function dueAt(state: State, now: number) {
  return state.tables.occurrences.filter((occurrence) => {
    const start = Date.parse(occurrence.start_at);
    return occurrence.state === 'active' && start > now && start - now <= REMINDER_MS;
  });
}
