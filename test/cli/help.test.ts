import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.ts';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The bin itself, with no token, profile or business in its environment: help needs none. */
function pike13(...args: string[]) {
  return runCli(args);
}

/** What `pike13 <args>` prints on stdout, run in this process; it must end well (exit 0, nothing on stderr). */
async function printed(...args: string[]): Promise<string> {
  const run = await runCli(args);
  expect(run, args.join(' ')).toMatchObject({ code: 0, stderr: '' });
  return run.stdout;
}

const OWN_OPTIONS = ['sandbox', 'login', 'logout', 'mcp', 'report', 'webhooks serve'] as const;

describe('pike13 help and version', () => {
  it.each(OWN_OPTIONS)(
    'pike13 %s answers --help and -h with its usage, and does nothing else',
    async (name) => {
      for (const flag of ['--help', '-h']) {
        const help = await printed(...name.split(' '), flag);
        expect(help.startsWith(`Usage: pike13 ${name}`), `${name} ${flag}`).toBe(true);
      }
    },
  );

  it('lists each option of a command with its argument, meaning and default', async () => {
    const sandbox = await printed('sandbox', '--help');
    expect(sandbox).toContain(
      '\n      --port <port>           the port to listen on (0: any free one) (default:\n' +
        '                              4013)\n',
    );
    expect(sandbox).toContain('--[no-]rate-limit');
    expect(sandbox).toContain('--cors-origin <origin>');
    const mcp = await printed('mcp', '--help');
    expect(mcp).toContain('--base-url <url>');
    expect(mcp).toContain('PIKE13_BASE_URL');
  });

  it('pike13 report <resource> --help and --fields list its fields, an inferred type said so', async () => {
    expect(await printed('report', 'nope', '--help')).not.toContain('Detail fields');
    const help = await printed('report', 'person_plans', '--help');
    expect(help).toMatch(/^Usage: pike13 report <resource> --select a,b \[options\]\n/);
    expect(help).toContain('\nReports: clients, enrollments, event_occurrence_staff_members,\n');
    expect(help).toContain('Detail fields of person_plans:');
    expect(help).toMatch(/^ {2}plan_id +integer \(inferred from the name\)$/m);
    expect(help).toMatch(/^ {2}is_available +boolean \(inferred from the name\)$/m);
    const fields = await printed('report', 'pays', '--fields');
    expect(fields).toMatch(/^ {2}pay_period +range$/m);
    expect(fields).toMatch(/^Summary fields \(with --group\):\n {2}business_id_summary +string$/m);
    expect(fields).toMatch(/^ {2}total_final_pay_amount +currency \(inferred from the name\)$/m);
    expect(fields).toContain('Groupings: business_id, business_name,');
  });

  it('calls the webhook commands verbs, lists serve, and spells trigger one way', async () => {
    const help = await printed('webhooks', '--help');
    expect(help).toMatch(/^Usage: pike13 webhooks <verb> \[options\]\n\nVerbs:\n/);
    expect(help).not.toContain('Resources:');
    expect(help).toMatch(/^ {2}trigger +Makes the service send a sample notification/m);
    expect(help).toMatch(/^ {2}serve +A local receiver/m);
    expect(help).not.toContain('trigger-sample');
    expect(await runCli(['webhooks', 'trigger-sample', '42'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'pike13: unknown webhooks verb trigger-sample (see pike13 webhooks --help)\n',
    });
  });

  it('the bin: --version, -v and version print the version; --help names --base-url and the environment', async () => {
    const [long, short, word, help] = await Promise.all([
      pike13('--version'),
      pike13('-v'),
      pike13('version'),
      pike13('--help'),
    ]);
    for (const run of [long, short, word])
      expect(run).toEqual({ code: 0, stdout: `${PACKAGE.version}\n`, stderr: '' });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--base-url <url>');
    expect(help.stdout).toContain('PIKE13_BASE_URL');
    expect(help.stdout).toContain('Every command answers --help (-h)');
  });

  it('pike13 report --help at 80 columns when piped: options aligned, meanings wrapped in their column', async () => {
    expect(await printed('report', '--help')).toBe(
      [
        'Usage: pike13 report <resource> --select a,b [options]',
        '',
        "Streams every row of a Reporting API query (keyset pages, at the service's limit",
        'of 60 queries a minute).',
        '',
        'Reports: clients, enrollments, event_occurrence_staff_members,',
        'event_occurrences, invoice_item_transactions, invoice_items, invoices,',
        'monthly_business_metrics, pays, person_plans, staff_members, transactions',
        '',
        'Options:',
        '  --select a,b      fields of each row (summary fields with --group)',
        '  --where "…"       e.g. state = completed and start_at > today-30d and',
        '                    service_id in (1, 2) (a date: YYYY-MM-DD, today, today-30d,',
        '                    today+7d)',
        '  --group g         one row per group (group_label first)',
        '  --order f[:desc]  sort of a grouped query',
        '  --resume KEY      continue after the last key an interrupted --csv or --ndjson',
        '                    export printed (no header again; append: >> out.csv)',
        '  --progress        the progress line on stderr even when it is not a terminal',
        "  --fields          list the report's fields and their types instead (also:",
        '                    <resource> --help)',
        '  --csv | --json | --ndjson | --table',
        '                    the format (a table on a terminal, else JSON)',
        '  --no-csv-escape   CSV cells as they are: by default a cell starting with = + -',
        "                    @ tab or CR gets a leading ' so that a spreadsheet does not",
        '                    run it (numbers stay numbers)',
        '  --subdomain S | --base-url URL | --profile P',
        '                    where calls go and the token (pike13 --help)',
        '',
      ].join('\n'),
    );
  });

  it('a long option name has a line of its own, its meaning on the next, in the column', async () => {
    const help = await printed('desk', 'refunds', 'create', '--help');
    expect(help).toContain(
      [
        '  --amount-cents <integer>     Amount refunded in cents, greater than zero.',
        '                               (required)',
        '  --payment-type-id <integer>  How the money goes back: the id of cash, account',
        '                               credit or the original payment type (default the',
        '                               original).',
        '  --invoice-item-ids-to-cancel <integer[]>',
        '                               Invoice items whose plans the refund cancels',
        '                               (default none).',
        '  --send-receipt <boolean>     Emails a receipt (default no receipt).',
      ].join('\n'),
    );
  });

  it.each([
    '--help',
    'sandbox --help',
    'login --help',
    'logout --help',
    'mcp --help',
    'report --help',
    'report clients --help',
    'sync --help',
    'desk --help',
    'desk people --help',
    'desk people list --help',
    'webhooks --help',
    'webhooks create --help',
    'webhooks serve --help',
    'completion --help',
    'front --help',
  ])('pike13 %s: no line over 80 columns when piped', async (command) => {
    const help = await printed(...command.split(' '));
    const long = help.split('\n').filter((line) => [...line].length > 80);
    expect(long).toEqual([]);
  });

  it("on a terminal: the terminal's width, from 40 to 100 columns", async () => {
    const at = async (columns: number) => {
      const run = await runCli(['--help'], {}, undefined, { columns, typed: '' });
      expect(run).toMatchObject({ code: 0, stderr: '' });
      return run.stdout.split('\n');
    };
    const narrow = await at(60);
    expect(narrow.slice(3, 7)).toEqual([
      '  sandbox     start a local in-memory Pike13 (--port 4013,',
      '              --seed N, --clients N, --data file.json,',
      '              --no-rate-limit, --allow-http-webhooks,',
      '              --cors-origin O)',
    ]);
    expect(Math.max(...narrow.map((line) => [...line].length))).toBeLessThanOrEqual(60);
    expect(Math.max(...(await at(10)).map((line) => [...line].length))).toBeLessThanOrEqual(40);
    const wide = await at(200);
    expect(Math.max(...wide.map((line) => [...line].length))).toBeLessThanOrEqual(100);
    expect(wide[3]).toBe(
      '  sandbox     start a local in-memory Pike13 (--port 4013, --seed N, --clients N, --data file.json,',
    );
  });
});
