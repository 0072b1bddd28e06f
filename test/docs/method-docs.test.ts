import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { methodDocs } from '../../scripts/method-docs.ts';
import { readRegistryMethods } from '../../scripts/registry-methods.ts';
import { endpointCatalog } from '../../src/internal/catalog.ts';
import { Pike13 } from '../../src/pike13.ts';
import { sharedSourcesProgram } from '../support/sources-program.ts';

const methods = readRegistryMethods(sharedSourcesProgram());
const docs = Object.fromEntries(methods.map((m) => [m.name, { summary: m.summary, params: m.paramDocs }]));
const catalog = endpointCatalog(new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }), docs);
const documented = methods.map((method, index) => ({
  method,
  catalog: catalog[index] as (typeof catalog)[0],
}));
const reference = methodDocs(documented);

describe('the reference of an endpoint method', () => {
  it('says which endpoint it calls, its params with their meaning, and the errors it throws', () => {
    const list = reference.get('DeskPeople.list');
    expect(list?.endpoint).toMatch(/^`GET \/api\/v2\/desk\/people`: reads, changes nothing\.\n\n/);
    expect(list?.endpoint).toContain(
      '| `is_member` | query | boolean | no | Only clients with a current membership. |',
    );
    expect(list?.endpoint).toContain(
      '| `created_since` | query | date-time | no | Only clients created at or after this moment (ISO 8601 with a zone offset, or a `Date`). |',
    );
    expect(list?.example).toBe(
      "for await (const item of pike13.desk.people.list({ created_since: '2026-01-15T09:00:00Z' })) {\n  console.log(item);\n}",
    );
    expect(list?.throws.slice(0, 2)).toEqual(['InputError', 'CredentialsError']);
    const remove = reference.get('DeskPeople.delete');
    expect(remove?.endpoint).toContain('`DELETE /api/v2/desk/people/:id`: destructive');
    expect(remove?.endpoint).toContain('| `id` | path | integer | yes | The id of the person. |');
    expect(remove?.example).toBe('await pike13.desk.people.delete(1);');
    expect(remove?.throws.slice(0, 3)).toEqual(['InputError', 'NotFoundError', 'ValidationError']);
  });

  it('lists each namespace’s call and endpoint on a class both sides build', () => {
    expect(reference.get('Locations.get')?.endpoint).toBe(
      '- `pike13.front.locations.get(id)`: `GET /api/v2/front/locations/:id`, reads, changes nothing.\n' +
        '- `pike13.desk.locations.get(id)`: `GET /api/v2/desk/locations/:id`, reads, changes nothing.\n\n' +
        '| Param | In | Type | Required | Meaning |\n| --- | --- | --- | --- | --- |\n' +
        '| `id` | path | integer | yes | The id of the location. |',
    );
  });

  it('covers every method of the registry', () => {
    const members = new Set(methods.map((method) => `${method.ownerClass}.${method.entry.verb}`));
    expect([...reference.keys()].sort()).toEqual([...members].sort());
  });

  it('gives examples whose input passes the method’s own checks, or declares it by its type', () => {
    // A class both sides build shows the example of the first namespace that builds it.
    const examples = new Map(
      documented.toReversed().map(({ method }) => [`${method.ownerClass}.${method.entry.verb}`, method]),
    );
    for (const [member, method] of examples) {
      const doc = reference.get(member);
      const declared = /^declare const (\w+): (\w+);\n/.exec(doc?.example ?? '');
      if (declared) {
        expect(declared[2]).toBe(method.paramsType);
        continue;
      }
      const input = /\((?:[\d, ']*?)(\{.*\})\)/.exec(doc?.example ?? '')?.[1];
      const schema = method.entry.endpoint.body ?? method.entry.endpoint.query;
      if (!schema || !input) continue;
      // The example's object literal, read back as data (its keys are identifiers, its strings single-quoted).
      const data = JSON.parse(input.replace(/([{,] )(\w+):/g, '$1"$2":').replaceAll("'", '"'));
      expect(z.safeParse(schema, data).success, `${method.name}: ${input}`).toBe(true);
    }
    expect(reference.get('DeskDiscounts.create')?.example).toBe(
      'const discount = await pike13.desk.discounts.create(1, 2, { amount_cents: 1 });',
    );
    // A sample target (`example`) is not an https URL: the input is declared by its type instead.
    expect(reference.get('Webhooks.create')?.example).toBe(
      'declare const webhook: WebhookCreate;\nconst answer = await pike13.webhooks.create(webhook);',
    );
  });
}, 60_000);
