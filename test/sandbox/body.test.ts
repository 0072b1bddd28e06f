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
});
