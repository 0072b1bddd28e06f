import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncIntoMirror } from '../../src/sync/into-mirror.ts';
import { openMirror } from '../../src/sync/open.ts';
import { openPostgresMirror, withoutPassword } from '../../src/sync/postgres.ts';
import { call, sandboxFor } from '../sandbox/support.ts';
import { describeWithPostgres, type OwnPostgres, postgresRows, startPostgres } from '../support/postgres.ts';
import { countingClient, serviceRecords, serviceVisits } from '../support/sync-mirror.ts';

const RESOURCES = ['people', 'invoices', 'plans'] as const;
const SLOW = { timeout: 60_000 };

describeWithPostgres('the Postgres mirror (a cluster of its own, from Debian postgresql)', () => {
  let postgres: OwnPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  it(
    'a sync of the sandbox equals the service, every row; the next run is incremental; deletions kept',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 50 });
      const token = sandbox.tokens.staff;
      const sync = async () => {
        const { client, sent } = countingClient(sandbox.url, token);
        const mirror = await openMirror(postgres.url);
        await syncIntoMirror(client, mirror);
        await mirror.close();
        return sent;
      };
      const leaving = await call(sandbox, 'POST', '/api/v2/desk/people', {
        token,
        body: { person: { first_name: 'Short', last_name: 'Stay' } },
      });
      const leavingId = leaving.body.people[0].id as number;
      await sync();
      for (const resource of RESOURCES) {
        const records = await serviceRecords(sandbox.url, token, resource);
        const rows = await postgresRows(postgres.url, resource);
        expect(rows.map((row) => row._raw)).toEqual(records);
        expect(rows.map((row) => [Number(row.id), row.id === null ? null : typeof row.id])).toEqual(
          records.map((record) => [record.id, 'string']),
        );
      }
      const visits = await serviceVisits(sandbox.url, token);
      const visitRows = await postgresRows(postgres.url, 'visits');
      expect(visitRows.map((row) => row._raw)).toEqual(visits);
      expect(visitRows.map((row) => [Number(row.visit_id), row.state])).toEqual(
        visits.map((visit) => [visit.visit_id, visit.state]),
      );
      const people = await postgresRows(postgres.url, 'people');
      const records = await serviceRecords(sandbox.url, token, 'people');
      expect(people.map((row) => [row.first_name, row.is_member, row.custom_fields])).toEqual(
        records.map((record) => [record.first_name, record.is_member, record.custom_fields]),
      );

      const pack = (await serviceRecords(sandbox.url, token, 'plans')).find((plan) => plan.type === 'Pack');
      await call(sandbox, 'DELETE', `/api/v2/desk/packs/${pack?.id}`, { token });
      await call(sandbox, 'DELETE', `/api/v2/desk/people/${leavingId}`, { token });
      const incremental = await sync();
      // People changed, deleted people, invoices changed, the plans (their report, diffed); the visits'
      // window (its counts and stamps) beside them.
      const visitWindow = 'POST /desk/api/v3/reports/enrollments/queries';
      expect(incremental).toHaveLength(6);
      expect(incremental.filter((request) => request !== visitWindow)[1]).toBe(
        'POST /desk/api/v3/reports/clients/queries',
      );
      expect(incremental.filter((request) => request === visitWindow)).toHaveLength(2);
      expect(await postgresRows(postgres.url, 'people', `"id" = ${leavingId}`)).toEqual([
        expect.objectContaining({ first_name: 'Short', _deleted_at: expect.any(String) }),
      ]);
      expect((await postgresRows(postgres.url, 'plans')).map((row) => row._raw)).toEqual(
        await serviceRecords(sandbox.url, token, 'plans'),
      );
      expect(await postgresRows(postgres.url, 'plans', `"id" = ${pack?.id}`)).toEqual([
        expect.objectContaining({ _deleted_at: expect.any(String) }),
      ]);
    },
  );

  it('an unreachable database is an error that names it without its password', async () => {
    const error = await openPostgresMirror('postgres://sync:hunter2-secret@127.0.0.1:9/studio').catch(
      (e: unknown) => e,
    );
    expect(String((error as Error).message)).toBe(
      'cannot connect to Postgres at postgres://sync:***@127.0.0.1:9/studio',
    );
    expect(withoutPassword('not a url')).toBe('the given URL');
    expect((error as Error).cause).toEqual(expect.objectContaining({ code: 'ECONNREFUSED' }));
  });

  it('the cause of a connection error passes through safeCause: the password it quotes is redacted', async () => {
    // The password is also the host's name: the resolver's error quotes it.
    const secret = 'nohost-secret-77.invalid';
    const error = (await openPostgresMirror(`postgres://sync:${secret}@${secret}:5432/studio`).catch(
      (e: unknown) => e,
    )) as Error & { cause: Error & Record<string, unknown> };
    expect(error.message).toBe('cannot connect to Postgres at postgres://sync:***@[redacted]:5432/studio');
    expect(error.cause.message).toMatch(/^getaddrinfo \w+ \[redacted\]$/);
    expect(error.cause.code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
    expect(JSON.stringify(error.cause, Object.getOwnPropertyNames(error.cause))).not.toContain(
      'nohost-secret',
    );
    expect(error.cause.hostname).toBeUndefined();
  });

  it('a password only in the query is kept out of messages too', () => {
    expect(withoutPassword('postgres://sync@127.0.0.1:9/studio?PASSWORD=hunter2&sslmode=disable')).toBe(
      'postgres://sync@127.0.0.1:9/studio?PASSWORD=[redacted]&sslmode=disable',
    );
  });
});
