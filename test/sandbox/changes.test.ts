import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/sandbox/changes.ts';
import type { Change } from '../../src/sandbox/index.ts';
import { NOW, sandboxFor, sdk } from './support.ts';

describe('change feed', () => {
  it('announces people and visits with the webhook topic names and payload shape', async () => {
    const sandbox = await sandboxFor();
    const changes: Change[] = [];
    sandbox.engine.changes.on((change) => changes.push(change));
    const pike13 = sdk(sandbox);
    const person = await pike13.desk.people.create({ first_name: 'Ada', last_name: 'Lane' });
    await pike13.desk.people.update(person.id, { first_name: 'Adele' });
    const visit = sandbox.state.tables.visits.find((v) => v.state === 'completed');
    await pike13.desk.visits.update(visit?.id as number, { state_event: 'reset' });

    expect(changes.map((c) => c.topic)).toEqual(['person.created', 'person.updated', 'visit.updated']);
    expect(changes[0]?.data.people).toEqual([expect.objectContaining({ id: person.id, first_name: 'Ada' })]);
    expect(changes[1]?.data).toMatchObject({
      people: [{ first_name: 'Adele' }],
      previous: { first_name: 'Ada' },
    });
    expect(changes[2]?.data).toMatchObject({
      visits: [{ id: visit?.id, state: 'registered' }],
      previous: { state: 'completed' },
    });
    expect(changes.every((c) => c.at === NOW.getTime())).toBe(true);
  });

  it('keeps calling the other listeners when one throws, and stops a listener that unsubscribed', () => {
    const feed = new ChangeFeed(() => 5);
    const seen: string[] = [];
    feed.on(() => {
      throw new Error('broken listener');
    });
    const stop = feed.on((c) => seen.push(c.topic));
    feed.emit('visit.deleted', { visits: [{ id: 1 }] });
    stop();
    feed.emit('visit.deleted', { visits: [{ id: 2 }] });
    expect(seen).toEqual(['visit.deleted']);
  });
});
