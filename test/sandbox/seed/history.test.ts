import { describe, expect, it } from 'vitest';
import { seedState } from '../../../src/sandbox/seed/index.ts';
import { NOW } from '../support.ts';

/** What a seeded studio holds: clients, visits (past and booked), plans, invoices and events. */
function studioOf(clients: number) {
  const { tables } = seedState({ clients, tokens: 'fixed' }, NOW.getTime());
  const clientCount = tables.people.filter(
    (person) => person.role === 'client' && person.email !== null,
  ).length;
  const past = tables.visits.filter((visit) => visit.state !== 'registered').length;
  return {
    clients: clientCount,
    pastVisits: past,
    visits: tables.visits.size,
    plans: tables.plans.size,
    invoices: tables.invoices.size,
    events: tables.events.size,
  };
}

describe('the seed grows its history with its clients', () => {
  it('a studio 20 times the size runs its timetable in more rooms: visits, plans and invoices grow with it', () => {
    const small = studioOf(200);
    const large = studioOf(4_000);
    expect(large.clients).toBe(20 * small.clients);
    expect(large.events).toBe(16 * small.events);
    // About ten visits a client a year: 12 weeks of classes behind today.
    for (const studio of [small, large]) {
      const perClientYear = (studio.pastVisits / studio.clients) * (52 / 12);
      expect(perClientYear).toBeGreaterThan(7);
      expect(perClientYear).toBeLessThan(16);
    }
    expect(large.visits / small.visits).toBeGreaterThan(14);
    expect(large.plans / small.plans).toBeGreaterThan(16);
    expect(large.invoices / small.invoices).toBeGreaterThan(16);
  });

  it('the default studio keeps its one room', () => {
    const studio = studioOf(200);
    expect(studio.events).toBe(4);
    expect(studio.visits).toBeLessThan(1_000);
  });
});
