import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError } from '../../src/core/errors.ts';
import { HttpCore } from '../../src/core/http.ts';
import { Resource } from '../../src/core/resource.ts';
import { endpointRegistry, resourcesUnder } from '../../src/internal/registry.ts';
import { Pike13 } from '../../src/pike13.ts';

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

const sides = (names: string[], reason: string) =>
  Object.fromEntries(
    names.flatMap((name) => [`front.${name}`, `desk.${name}`]).map((name) => [name, reason]),
  );

/**
 * The endpoint methods written by hand, each with its reason: every other method of the registry is made from
 * its endpoint's declaration (`resource({...})`, src/core/declare.ts).
 */
const HAND_WRITTEN: Record<string, string> = {
  'front.planTerms.get': "without planTermsId, it calls the plan's own path",
  'front.planTerms.complete': 'its terms id is named planTermsId, not id',
  ...sides(['formsOfPayment.get'], "'me' calls the caller's own path"),
  ...sides(['bookings.create'], 'fills in idempotency_token, so that a failed send may be retried'),
  ...sides(
    [
      'bookings.get',
      'bookings.update',
      'bookings.delete',
      ...['get', 'create', 'update', 'delete'].map((verb) => `bookings.leases.${verb}`),
    ],
    "Bookings and Leases are public classes generic over each side's booking and lease bodies",
  ),
  ...Object.fromEntries(
    ['list', 'get', 'create', 'update', 'delete', 'triggerSample'].map((verb) => [
      `webhooks.${verb}`,
      "ids are strings or numbers; create and update keep the target's secret out of errors",
    ]),
  ),
};

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

  it('makes every endpoint method from its declaration, but those written by hand for a reason', () => {
    const resources = new Map(
      (['front', 'desk', 'account', 'webhooks'] as const).flatMap((namespace) =>
        resourcesUnder(client[namespace], []).map(([path, resource]) => [
          key(namespace, path.join('.'), ''),
          resource,
        ]),
      ),
    );
    const written = registry
      .filter((entry) => {
        const resource = resources.get(key(entry.namespace, entry.resource, '')) as object;
        // A method made from a declaration is on the prototype of the class `resource()` (`sided()`…) makes.
        let owner = Object.getPrototypeOf(resource);
        while (owner && !Object.hasOwn(owner, entry.verb)) owner = Object.getPrototypeOf(owner);
        return owner?.constructor.name !== 'Declared';
      })
      .map((entry) => key(entry.namespace, entry.resource, entry.verb));
    expect(written.sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
  });

  it('counts the endpoint methods of each namespace as api.md lists them', async () => {
    // api.md is written from the registry and the sources (a test fails while it is stale): a namespace that
    // loses methods here shows in its diff, and a new endpoint needs no count written by hand.
    const text = await readFile(new URL('../../api.md', import.meta.url), 'utf8');
    const listed = Object.fromEntries(
      text
        .split(/^# /m)
        .slice(2)
        .map((section) => [
          section.slice(0, section.indexOf('\n')).toLowerCase(),
          section.match(/^- `/gm)?.length,
        ]),
    );
    const count = (namespace: string) => registry.filter((entry) => entry.namespace === namespace).length;
    const counted = {
      front: count('front'),
      desk: count('desk'),
      account: count('account'),
      webhooks: count('webhooks'),
    };
    expect(counted).toEqual(listed);
    expect(Math.min(...Object.values(counted))).toBeGreaterThan(0);
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
