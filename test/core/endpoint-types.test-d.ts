import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../src/core/endpoint.ts';
import { HttpCore } from '../../src/core/http.ts';

const core = new HttpCore({ baseUrl: 'http://127.0.0.1:9', rateLimit: false });
const Thing = z.looseObject({ id: z.number(), name: z.string() });
const get = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/things/:thing_id/parts/:id',
  returns: 'one',
  key: 'parts',
  schema: Thing,
});
const list = endpoint({
  method: 'GET',
  effect: 'read',
  path: '/api/v2/desk/things',
  query: z.strictObject({ page: z.optional(z.int()), since: z.optional(z.string()) }),
  returns: 'list',
  key: 'things',
  schema: Thing,
});
const create = endpoint({
  method: 'POST',
  effect: 'write',
  idempotent: false,
  path: '/api/v2/desk/things',
  body: z.strictObject({ name: z.string() }),
  bodyKey: 'thing',
  returns: 'one',
  key: 'things',
  schema: Thing,
});

describe('an endpoint declaration types its calls', () => {
  it('takes its path params from the path string', () => {
    expectTypeOf(core.call(get, { path: { thing_id: 1, id: '2' } })).resolves.toEqualTypeOf<{
      [x: string]: unknown;
      id: number;
      name: string;
    }>();
    // @ts-expect-error id is missing
    core.call(get, { path: { thing_id: 1 } });
    // @ts-expect-error the path has params: the input is required
    core.call(get);
    // @ts-expect-error no such param
    core.call(get, { path: { thing_id: 1, id: 2, other: 3 } });
  });

  it('types query and body from the input of their schemas, and refuses them where there is none', () => {
    expectTypeOf(core.call(list, { query: { page: 2 } })).resolves.toBeArray();
    // @ts-expect-error page is an integer
    core.call(list, { query: { page: '2' } });
    // @ts-expect-error the list takes no body
    core.call(list, { body: { name: 'x' } });
    core.call(create, { body: { name: 'x' } });
    // @ts-expect-error name is a string
    core.call(create, { body: { n: 'x' }, query: 42 });
    // @ts-expect-error create takes no query
    core.call(create, { body: { name: 'x' }, query: { page: 1 } });
  });
});

describe('an endpoint declaration states its effect', () => {
  it('is refused without an effect, or as a change without its idempotency', () => {
    // @ts-expect-error no effect declared
    endpoint({ method: 'GET', path: '/api/v2/desk/things', returns: 'none' });
    // @ts-expect-error a write must say whether it is idempotent
    endpoint({ method: 'PUT', effect: 'write', path: '/api/v2/desk/things', returns: 'none' });
    endpoint({
      method: 'POST',
      // @ts-expect-error not an effect
      effect: 'create',
      idempotent: false,
      path: '/api/v2/desk/things',
      returns: 'none',
    });
    expectTypeOf(
      endpoint({
        method: 'GET',
        effect: 'write',
        idempotent: true,
        path: '/api/v2/desk/things',
        returns: 'none',
      }).effect,
    ).toEqualTypeOf<'read' | 'write' | 'destructive'>();
  });
});
