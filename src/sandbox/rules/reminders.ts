import type { Scope } from '../engine.ts';
import type { State } from '../state.ts';
import { occurrenceView } from '../views/schedule.ts';

/**
 * The spec sends `event_occurrence.upcoming` the reminder period plus one hour before an occurrence
 * starts, 24 hours before when the service has none; the sandbox's services have none.
 */
const REMINDER_MS = 24 * 3_600_000;
/** How often the occurrences are scanned at most (of the sandbox's clock): not on every request. */
const SCAN_EVERY_MS = 60_000;

/**
 * `event_occurrence.upcoming` on the sandbox's clock: once per occurrence, when its start comes within 24
 * hours (checked as requests arrive, at most once a minute of the sandbox's clock: a test moves the clock
 * and makes any request). Occurrences already
 * that close when the sandbox starts were announced before it: they are not sent again.
 */
export function upcomingReminders(state: State, startedAt: number): (scope: Scope) => void {
  const announced = new Set(dueAt(state, startedAt).map((occurrence) => occurrence.id));
  let scanned = startedAt;
  return (scope) => {
    if (scope.now - scanned < SCAN_EVERY_MS) return;
    scanned = scope.now;
    for (const occurrence of dueAt(scope.state, scope.now)) {
      if (announced.has(occurrence.id)) continue;
      announced.add(occurrence.id);
      scope.changes.emit('event_occurrence.upcoming', {
        event_occurrences: [occurrenceView(scope.state, occurrence, 'list')],
      });
    }
  };
}

/** The active occurrences that start within the reminder period from `now`. */
function dueAt(state: State, now: number) {
  return state.tables.occurrences.filter((occurrence) => {
    const start = Date.parse(occurrence.start_at);
    return occurrence.state === 'active' && start > now && start - now <= REMINDER_MS;
  });
}
