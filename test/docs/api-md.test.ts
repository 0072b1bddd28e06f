import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_MD, renderApiMd } from '../../scripts/api-md.ts';
import { readRegistryMethods } from '../../scripts/registry-methods.ts';
import { sharedSourcesProgram } from '../support/sources-program.ts';

describe('api.md', () => {
  const methods = readRegistryMethods(sharedSourcesProgram());

  it('is what `npm run api-md` writes from the endpoint registry today', async () => {
    const committed = await readFile(API_MD, 'utf8').catch(() => '');
    const stale = committed !== renderApiMd(methods);
    expect(stale, 'api.md is stale: run `npm run api-md` and commit api.md').toBe(false);
  });

  it('gives each method its HTTP method and path, its params type and its answer type', () => {
    const text = renderApiMd(methods);
    expect(text).toContain(
      '- `GET /api/v2/desk/people` — `pike13.desk.people.list(params?: DeskPeopleListParams)` → `PagePromise<Person>`',
    );
    expect(text).toContain(
      '- `POST /api/v2/front/bookings/:booking_id/leases` — `pike13.front.bookings.leases.create(bookingId, lease: FrontLeaseInput)` → `ApiPromise<Lease>`',
    );
    expect(text).toContain('## desk.people\n\nClass [`DeskPeople`](src/desk/people.ts).\n');
    const lines = text.split('\n').filter((line) => line.startsWith('- `'));
    expect(lines).toHaveLength(methods.length);
  });

  it('names only types the package exports', () => {
    const names = methods.flatMap((method) => [method.paramsType ?? '', method.returnType]);
    expect(names.filter((name) => name.includes('{'))).toEqual([]);
    expect(methods.find((method) => method.name === 'desk.revenueCategories.get')?.returnType).toBe(
      'ApiPromise<RevenueCategory>',
    );
  });
}, 60_000);
