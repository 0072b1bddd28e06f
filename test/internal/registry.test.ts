import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pike13 } from '../../src/client.ts';
import { InputError } from '../../src/core/errors.ts';
import { HttpCore } from '../../src/core/http.ts';
import { Resource } from '../../src/core/resource.ts';
import { endpointRegistry, resourcesUnder } from '../../src/internal/registry.ts';

const client = new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 'registry-token', rateLimit: false });
const registry = endpointRegistry(client);
const key = (namespace: string, resource: string, verb: string) =>
  [namespace, resource, verb].filter(Boolean).join('.');

/**
 * Methods that are not one endpoint with caller input, so not in the registry: card vaulting chains
 * several calls (`create` is its step 1, with a fixed body), `complete` calls `update`.
 */
const CHAINED = new Set([
  'front.formsOfPayment.create',
  'desk.formsOfPayment.create',
  'front.formsOfPayment.vaultCard',
  'front.formsOfPayment.startCardVaulting',
  'front.formsOfPayment.completeCardVaulting',
  'desk.formsOfPayment.vaultCard',
  'desk.formsOfPayment.startCardVaulting',
  'desk.formsOfPayment.completeCardVaulting',
  'front.bookings.complete',
  'desk.bookings.complete',
]);

function methodsOf(resource: Resource): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(resource);
    proto !== Resource.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof proto[name] === 'function') names.add(name);
    }
  }
  return [...names];
}

function clientMethods(): string[] {
  return (['front', 'desk', 'account', 'webhooks'] as const).flatMap((namespace) =>
    resourcesUnder(client[namespace], []).flatMap(([path, resource]) =>
      methodsOf(resource).map((verb) => key(namespace, path.join('.'), verb)),
    ),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('endpoint registry', () => {
  it('lists every endpoint method of the client once, and nothing else', () => {
    const listed = registry.map((entry) => key(entry.namespace, entry.resource, entry.verb));
    expect(new Set(listed).size).toBe(listed.length);
    const expected = clientMethods().filter((name) => !CHAINED.has(name));
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('counts the endpoint methods of each namespace', () => {
    const count = (namespace: string) => registry.filter((entry) => entry.namespace === namespace).length;
    expect({
      front: count('front'),
      desk: count('desk'),
      account: count('account'),
      webhooks: count('webhooks'),
    }).toMatchInlineSnapshot(`
        {
          "account": 5,
          "desk": 100,
          "front": 59,
          "webhooks": 6,
        }
      `);
  });

  it('refuses an unknown path param, or a query or body the endpoint does not take, calling nothing', () => {
    const get = registry.find(
      (entry) => entry.namespace === 'desk' && entry.resource === 'people' && entry.verb === 'get',
    );
    const call = vi.spyOn(HttpCore.prototype, 'call');
    expect(() => get?.invoke({ path: { id: 1, person_id: 2 } })).toThrow(
      'desk.people.get: unknown param person_id',
    );
    expect(() => get?.invoke({ path: { id: 1 }, query: { with_dependents: true } })).toThrow(
      'desk.people.get: unknown param with_dependents (it takes id)',
    );
    expect(() => get?.invoke({ path: { id: 1 }, body: { name: 'x' } })).toThrow(InputError);
    expect(call).not.toHaveBeenCalled();
  });

  it.each(registry.map((entry) => [key(entry.namespace, entry.resource, entry.verb), entry] as const))(
    '%s hands its own endpoint and input to the core',
    async (_name, entry) => {
      const calls: unknown[][] = [];
      const record = (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve(undefined);
      };
      vi.spyOn(HttpCore.prototype, 'call').mockImplementation(record as never);
      vi.spyOn(HttpCore.prototype, 'paginate').mockImplementation(record as never);
      const path = Object.fromEntries(entry.pathParams.map((name, index) => [name, 101 + index]));
      const data = { marker: entry.verb };
      const options = { timeout: 1234 };
      const takes = entry.endpoint.body ? { body: data } : entry.endpoint.query ? { query: data } : {};
      await entry.invoke({ path, ...takes }, options);

      expect(calls).toHaveLength(1);
      const [endpoint, input, sentOptions] = calls[0] as [unknown, Record<string, unknown>, unknown];
      expect(endpoint).toBe(entry.endpoint);
      expect(input.path ?? {}).toEqual(path);
      if (entry.endpoint.body) expect(input.body).toMatchObject(data);
      else if (entry.endpoint.query) expect(input.query).toBe(data);
      expect(sentOptions).toBe(options);
    },
  );
});
