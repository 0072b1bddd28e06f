import { describe, expect, it } from 'vitest';
import { collectEndpointDocs } from '../../scripts/endpoint-docs.ts';
import { Pike13 } from '../../src/client.ts';
import { endpointCatalog } from '../../src/internal/catalog.ts';

describe('endpoint docs, read from the sources', () => {
  const docs = collectEndpointDocs();
  const catalog = endpointCatalog(new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }), docs);

  it('give every registry method its JSDoc line', () => {
    expect(catalog.filter((entry) => entry.summary === '').map((entry) => entry.name)).toEqual([]);
    expect(Object.keys(docs).sort()).toEqual(catalog.map((entry) => entry.name).sort());
  });

  it('give fields their meanings in the input schema, and path params as required', () => {
    const list = catalog.find((entry) => entry.name === 'desk.people.list');
    expect(list?.summary).toBe('Clients of the business, 25 a page.');
    expect(list?.inputSchema.properties).toMatchObject({
      is_member: { type: 'boolean', description: 'Only clients with a current membership.' },
    });
    const update = catalog.find((entry) => entry.name === 'desk.people.update');
    expect(update?.inputSchema.required).toEqual(['id']);
    expect(update?.effect).toBe('destructive');
  });
}, 60_000);
