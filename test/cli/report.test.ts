import { describe, expect, it } from 'vitest';
import { type AnyQuery, REPORT_DEFINITIONS, reportQueries } from '../../src/reports/by-name.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

const SLOW = { timeout: 60_000 };

describe('pike13 report against the sandbox', () => {
  it('exports 10,000 rows to CSV, every row once, with a progress line on stderr', {
    timeout: 180_000,
  }, async () => {
    const sandbox = await sandboxFor({ clients: 10_000 });
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const { code, stdout, stderr } = await runCli(
      ['report', 'clients', '--select', 'person_id,full_name,email', '--csv', '--progress'],
      env,
    );
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe('person_id,full_name,email');
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    // The sandbox's clients, one row each (the report's rows are its clients).
    const expected = sandbox.state.tables.people
      .filter((person) => person.role === 'client')
      .map(({ id }) => id);
    expect(expected.length).toBeGreaterThanOrEqual(10_000);
    expect(ids.toSorted((a, b) => a - b)).toEqual(expected.toSorted((a, b) => a - b));
    expect(stderr).toContain(
      `${expected.length.toLocaleString('en-US')}/${expected.length.toLocaleString('en-US')} rows`,
    );
    // The rate and time left show once a second has passed (progress.test.ts): this export may take less.
    expect(stderr).toMatch(/\[#{24}\] .* · \d+ pages( · [\d,]+ rows\/s · ETA 0:00)?\n$/);
  });

  it('exports every typed report to CSV with its progress, the rows the SDK reads, in key order', {
    timeout: 300_000,
  }, async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const queries = reportQueries(sdk(sandbox).reports);
    for (const { resource } of REPORT_DEFINITIONS) {
      const { code, stdout, stderr } = await runCli(
        ['report', resource, '--select', 'key', '--csv', '--progress'],
        env,
      );
      expect({ resource, code }).toEqual({ resource, code: 0 });
      const keys = stdout.trimEnd().split('\r\n');
      expect(keys[0]).toBe('key');
      const expected = (await (queries[resource] as AnyQuery).select('key' as never).all()) as {
        key: string;
      }[];
      expect(expected.length, resource).toBeGreaterThan(0);
      expect(keys.slice(1), resource).toEqual(expected.map((row) => row.key));
      const total = expected.length.toLocaleString('en-US');
      expect(stderr, resource).toContain(`${total}/${total} rows`);
    }
  });

  it(
    'an export that matches no row still writes its CSV header, from the fields the service answered',
    SLOW,
    async () => {
      const sandbox = await sandboxFor({ clients: 20 });
      const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
      const args = [
        'report',
        'clients',
        '--select',
        'person_id,full_name',
        '--where',
        "full_name = 'Nobody At All'",
      ];
      const csv = await runCli([...args, '--csv'], env);
      expect(csv).toMatchObject({ code: 0, stdout: 'person_id,full_name\r\n' });
      const resumed = await runCli([...args, '--csv', '--resume', 'k'], env);
      expect(resumed).toMatchObject({ code: 0, stdout: '' });
    },
  );

  it('--resume continues after a key: the rest of the rows, no header again', SLOW, async () => {
    const sandbox = await sandboxFor({ clients: 1_200 });
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const query = sdk(sandbox).reports.clients.select('person_id');
    const pages = query.pages();
    const first = (await pages.next()).value;
    await pages.return(undefined);
    const all = (await query.all()).map((row) => row.person_id);
    const { code, stdout } = await runCli(
      ['report', 'clients', '--select', 'person_id', '--csv', '--resume', first?.lastKey ?? ''],
      env,
    );
    expect(code).toBe(0);
    const ids = stdout.trimEnd().split('\r\n').map(Number);
    expect(ids).toEqual(all.slice(first?.rows.length));
    const json = await runCli(['report', 'clients', '--select', 'person_id', '--json', '--resume', 'k'], env);
    expect(json).toMatchObject({
      code: 2,
      stderr: 'pike13: --resume appends rows to an earlier export: use --csv or --ndjson\n',
    });
  });

  it('--where: a grouped count over a filter, as JSON', SLOW, async () => {
    const sandbox = await sandboxFor();
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const { code, stdout } = await runCli(
      [
        'report',
        'clients',
        '--where',
        'has_membership = true and email is not empty',
        '--group',
        'home_location_name',
        '--select',
        'person_count',
        '--json',
      ],
      env,
    );
    expect(code).toBe(0);
    const groups = JSON.parse(stdout) as { group_label: string; person_count: number }[];
    const members = await sdk(sandbox).reports.clients.select('person_id', 'has_membership', 'email').all();
    const expected = members.filter((row) => row.has_membership && row.email).length;
    expect(groups.reduce((sum, group) => sum + group.person_count, 0)).toBe(expected);
  });

  it(
    'a mistake in --where: exit 2, the column in one line (the caret with --verbose), nothing run',
    SLOW,
    async () => {
      const { code, stderr } = await runCli(
        ['report', 'clients', '--select', 'person_id', '--where', 'emial is empty'],
        {
          PIKE13_TOKEN: 't',
          PIKE13_BASE_URL: 'http://127.0.0.1:9',
        },
      );
      expect(code).toBe(2);
      expect(stderr).toBe(
        'pike13: --where: emial is not a field of the clients report; did you mean email? (column 1)\n',
      );
      const verbose = await runCli(
        ['report', 'clients', '--select', 'person_id', '--where', 'emial is empty', '--verbose'],
        { PIKE13_TOKEN: 't', PIKE13_BASE_URL: 'http://127.0.0.1:9' },
      );
      expect(verbose).toMatchObject({
        code: 2,
        stderr:
          'pike13: --where: emial is not a field of the clients report; did you mean email? (column 1)\n' +
          '  emial is empty\n  ^\n',
      });
    },
  );
});
