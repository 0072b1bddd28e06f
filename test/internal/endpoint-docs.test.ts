import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Pike13 } from '../../src/client.ts';
import { endpointCatalog } from '../../src/internal/catalog.ts';

describe('endpoint docs', () => {
  it('src/internal/endpoint-docs.ts is what scripts/endpoint-docs.ts writes from the sources', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/endpoint-docs.ts', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  }, 60_000);

  it('gives every registry method its JSDoc line and its fields their meanings', () => {
    const catalog = endpointCatalog(new Pike13({ baseUrl: 'http://127.0.0.1:9', accessToken: 't' }));
    expect(catalog.filter((entry) => entry.summary === '').map((entry) => entry.name)).toEqual([]);
    const list = catalog.find((entry) => entry.name === 'desk.people.list');
    expect(list?.summary).toBe('Clients of the business, 25 a page.');
    expect(list?.inputSchema.properties).toMatchObject({
      is_member: { type: 'boolean', description: 'Only clients with a current membership.' },
    });
    const update = catalog.find((entry) => entry.name === 'desk.people.update');
    expect(update?.inputSchema.required).toEqual(['id']);
    expect(update?.readOnly).toBe(false);
  });
});
