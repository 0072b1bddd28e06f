import { describe, expect, it } from 'vitest';
import { call, sandboxFor } from './support.ts';

describe('request bodies as other clients send them', () => {
  it('ignores the JSON body `[]` a generated PHP client sends with every DELETE', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const note = sandbox.state.tables.notes.all()[0];
    if (!note?.person_id) throw new Error('the seed has no client note');
    const answer = await call(sandbox, 'DELETE', `/api/v2/desk/people/${note.person_id}/notes/${note.id}`, {
      token: sandbox.tokens.owner,
      body: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(sandbox.state.tables.notes.get(note.id)).toBeUndefined();
  });

  it('still refuses a body that is a JSON list of values, or not JSON', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const note = sandbox.state.tables.notes.all()[0];
    const path = `/api/v2/desk/people/${note?.person_id}/notes/${note?.id}`;
    for (const body of ['[{"note": "x"}]', '[1']) {
      const answer = await call(sandbox, 'DELETE', path, { token: sandbox.tokens.owner, body });
      expect(answer).toMatchObject({ status: 400, body: { error: 'The request body is not a JSON object' } });
    }
    expect(sandbox.state.tables.notes.get(note?.id ?? 0)).toBeDefined();
  });

  it('refuses `[]` where an object body is taken (POST, PUT, PATCH) with 400, writing nothing', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const person = sandbox.state.tables.people.all()[0];
    if (!person) throw new Error('the seed has no person');
    const before = structuredClone(sandbox.state.tables.people.all());
    const token = sandbox.tokens.owner;
    const requests = [
      ['POST', '/api/v2/desk/people'],
      ['PUT', `/api/v2/desk/people/${person.id}`],
      ['PATCH', `/api/v2/desk/people/${person.id}`],
      ['POST', `/api/v2/desk/people/${person.id}/notes`],
    ] as const;
    for (const [method, path] of requests) {
      const answer = await call(sandbox, method, path, { token, body: '[]' });
      expect([method, path, answer]).toMatchObject([
        method,
        path,
        { status: 400, body: { error: 'The request body is not a JSON object' } },
      ]);
    }
    expect(sandbox.state.tables.people.all()).toEqual(before);
  });
});
