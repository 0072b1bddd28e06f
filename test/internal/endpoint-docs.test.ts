import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectEndpointDocs, ENDPOINT_DOCS_JSON, endpointDocsText } from '../../scripts/endpoint-docs.ts';
import { endpointCatalog } from '../../src/internal/catalog.ts';
import { loadEndpointDocs } from '../../src/internal/endpoint-docs.ts';
import { Pike13 } from '../../src/pike13.ts';
import { sharedSourcesProgram } from '../support/sources-program.ts';

describe('endpoint docs, read from the sources', () => {
  const docs = collectEndpointDocs(sharedSourcesProgram());
  const catalog = endpointCatalog(new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }), docs);

  it('are checked in as the sources say them (`npm run endpoint-docs` rewrites them), and loaded from there', async () => {
    expect(readFileSync(ENDPOINT_DOCS_JSON, 'utf8')).toBe(endpointDocsText(docs));
    expect(await loadEndpointDocs()).toEqual(docs);
  });

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

  it('describe every input property of every endpoint, path params included', async () => {
    const described = endpointCatalog(
      new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }),
      await loadEndpointDocs(),
    );
    const undescribed = described.flatMap((entry) =>
      Object.entries(entry.inputSchema.properties as Record<string, { description?: string }>)
        .filter(([, schema]) => !schema.description)
        .map(([name]) => `${entry.name} ${name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('name the thing a path param stands for, from its name or the segment before it', () => {
    const properties = (name: string) => catalog.find((entry) => entry.name === name)?.inputSchema.properties;
    expect(properties('desk.bookings.leases.update')).toMatchObject({
      booking_id: { type: 'integer', minimum: 1, description: 'The id of the booking.' },
      id: { type: 'integer', minimum: 1, description: 'The id of the lease.' },
    });
    expect(properties('desk.personNotes.get')).toMatchObject({
      parent_id: { description: 'The id of the person.' },
      id: { description: 'The id of the note.' },
    });
    expect(properties('desk.visits.listByEventOccurrence')).toMatchObject({
      event_occurrence_id: { type: 'integer', minimum: 1, description: 'The id of the event occurrence.' },
    });
    expect(properties('desk.salesTaxes.get')).toMatchObject({
      id: { description: 'The id of the sales tax.' },
    });
  });
}, 60_000);
