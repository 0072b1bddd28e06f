import { describe, expect, it } from 'vitest';
import { routeFor, routesOf } from '../../src/sandbox/engine.ts';
import { call, sandboxFor } from './support.ts';

describe('routeFor and routesOf (the engine module’s, not the pike13/sandbox entry’s)', () => {
  it('names the route a request reaches as its handler would be chosen, without running it', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const at = (path: string) => `${sandbox.url}${path}`;
    const { engine } = sandbox;
    const before = sandbox.state.tables.people.size;
    expect(routeFor(engine, 'GET', at('/api/v2/desk/people/me'))?.serves).toBe('desk.people.me');
    expect(routeFor(engine, 'GET', at('/api/v2/desk/people/7.json'))?.serves).toBe('desk.people.get');
    expect(routeFor(engine, 'PATCH', at('/api/v2/desk/people/7'))?.serves).toBe('desk.people.update');
    expect(routeFor(engine, 'DELETE', at('/api/v2/desk/people/7'))?.serves).toBe('desk.people.delete');
    expect(routeFor(engine, 'GET', at('/api/v2/desk/people/%E0%A4%A'))?.serves).toBe('desk.people.get');
    expect(routeFor(engine, 'GET', at('/api/v2/desk/no_such_things'))).toBeUndefined();
    expect(routeFor(engine, 'POST', at('/api/v2/desk/people/7'))).toBeUndefined();
    expect(sandbox.state.tables.people.size).toBe(before);
  });

  it('lists the routes it answers, each with the endpoint it serves', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const route = routesOf(sandbox.engine).find((r) => r.serves === 'desk.people.get');
    expect(route).toMatchObject({ method: 'GET', path: '/api/v2/desk/people/:id', access: 'desk' });
    const routes = routesOf(sandbox.engine).map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]); // none registered twice
    const answer = await call(sandbox, 'GET', '/api/v2/desk/no_such_things', { token: sandbox.tokens.staff });
    expect(answer.status).toBe(404);
  });

  it('are no members of the engine a sandbox gives: its public surface is handle, changes, state, clock', async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    expect('routes' in sandbox.engine).toBe(false);
    expect('routeFor' in sandbox.engine).toBe(false);
  });
});

describe('the Date header', () => {
  it('reads the sandbox clock, not the machine: a client of a moved clock sees the service time', async () => {
    const sandbox = await sandboxFor({ clients: 5, now: new Date('2026-03-02T12:00:00Z') });
    for (const [path, method] of [
      ['/api/v2/desk/people', 'GET'],
      ['/desk/api/v3/reports/enrollments/queries', 'POST'],
      ['/api/v2/desk/no_such_things', 'GET'],
    ] as const) {
      const answer = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${sandbox.tokens.staff}` },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(answer.headers.get('date'), path).toBe('Mon, 02 Mar 2026 12:00:00 GMT');
    }
  });
});
