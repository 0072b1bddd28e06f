import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/core/endpoint.ts';
import { endpointTableOf } from '../../src/core/resource.ts';
import { endpointRegistry, type RegistryEntry } from '../../src/internal/registry.ts';
import { Pike13 } from '../../src/pike13.ts';

const client = () =>
  new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 'effects-token', rateLimit: false });
const registry = endpointRegistry(client());
const nameOf = (entry: RegistryEntry) =>
  [entry.namespace, entry.resource, entry.verb].filter(Boolean).join('.');
const entry = (name: string) => {
  const found = registry.find((candidate) => nameOf(candidate) === name);
  if (!found) throw new Error(`no registry entry ${name}`);
  return found;
};

describe('declared effects of the endpoints', () => {
  it('every endpoint of the registry declares read, write or destructive, and a change whether it is idempotent', () => {
    const undeclared = registry.filter(
      ({ endpoint }) => !['read', 'write', 'destructive'].includes(endpoint.effect),
    );
    expect(undeclared.map(nameOf)).toEqual([]);
    const changesWithoutIdempotency = registry.filter(
      ({ endpoint }) => endpoint.effect !== 'read' && typeof endpoint.idempotent !== 'boolean',
    );
    expect(changesWithoutIdempotency.map(nameOf)).toEqual([]);
    expect(registry.every((candidate) => candidate.effect === candidate.endpoint.effect)).toBe(true);
  });

  it('accepting plan terms is a write, though a GET', () => {
    expect(entry('front.planTerms.complete')).toMatchObject({
      endpoint: { method: 'GET' },
      effect: 'write',
      idempotent: true,
    });
    expect(entry('front.planTerms.get')).toMatchObject({ effect: 'read', idempotent: true });
  });

  it('every DELETE is destructive; every other GET is a read', () => {
    const deletes = registry.filter(({ endpoint }) => endpoint.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(20);
    expect(deletes.filter(({ effect }) => effect !== 'destructive').map(nameOf)).toEqual([]);
    const otherGets = registry.filter(
      (candidate) => candidate.endpoint.method === 'GET' && nameOf(candidate) !== 'front.planTerms.complete',
    );
    expect(otherGets.filter(({ effect }) => effect !== 'read').map(nameOf)).toEqual([]);
  });

  it.each([
    ['desk.refunds.create', 'POST', 'destructive', false],
    ['desk.payments.void', 'POST', 'destructive', true],
    ['desk.refunds.void', 'POST', 'destructive', true],
    ['desk.discounts.create', 'POST', 'destructive', true],
    ['desk.invoices.update', 'PUT', 'destructive', true],
    ['desk.visits.update', 'PUT', 'destructive', true],
    ['desk.people.update', 'PUT', 'destructive', true],
    ['desk.people.create', 'POST', 'write', false],
    ['front.payments.create', 'POST', 'write', false],
    ['desk.waitlistEntries.update', 'PUT', 'write', true],
    ['webhooks.update', 'PATCH', 'write', true],
    ['webhooks.triggerSample', 'POST', 'write', false],
    ['desk.people.search', 'GET', 'read', true],
  ] as const)('%s (%s) is %s, idempotent %s', (name, method, effect, idempotent) => {
    expect(entry(name)).toMatchObject({ endpoint: { method }, effect, idempotent });
  });

  it('refuses to list an endpoint whose declaration has no effect, naming it', () => {
    const pike13 = client();
    const people = pike13.desk.people;
    const { get, ...rest } = endpointTableOf(people) as Record<string, Endpoint>;
    const undeclared = { ...get, effect: undefined } as unknown as Endpoint;
    Object.defineProperty(people, 'endpointTable', { value: { ...rest, get: undeclared } });
    expect(() => endpointRegistry(pike13)).toThrow(
      'desk.people.get: the endpoint declares no effect (read, write or destructive)',
    );
  });
});
