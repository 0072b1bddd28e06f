import { describe, expect, it } from 'vitest';
import {
  type ColumnOptions,
  csvField,
  type Format,
  takeFormat,
  terminalWidth,
  writeMany,
  writeOne,
} from '../../src/cli/output.ts';
import { pickColumns } from '../../src/cli/table-columns.ts';
import { UsageError } from '../../src/cli/usage-error.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';
import { runCli } from '../support/cli.ts';

async function* from(records: unknown[]) {
  yield* records;
}

async function many(records: unknown[], format: Format, options: ColumnOptions = {}) {
  let text = '';
  const count = await writeMany(
    from(records),
    format,
    (chunk) => {
      text += chunk;
    },
    options,
  );
  return { text, count };
}

function one(value: unknown, format: Format, options: ColumnOptions = {}) {
  let text = '';
  writeOne(
    value,
    format,
    (chunk) => {
      text += chunk;
    },
    options,
  );
  return text;
}

const people = [
  { id: 1, name: 'Ann, "A"', tags: ['x'], note: null },
  { id: 2, name: 'Bo\nLee', email: 'bo@example.com' },
];

describe('CLI output', () => {
  it('picks table on a terminal, JSON when piped; a flag wins and leaves the other args', () => {
    expect(takeFormat(['people', 'list'], true)).toEqual({ format: 'table', rest: ['people', 'list'] });
    expect(takeFormat(['people', 'list'], false)).toEqual({ format: 'json', rest: ['people', 'list'] });
    expect(takeFormat(['--csv', 'people', '--ndjson'], true)).toEqual({ format: 'ndjson', rest: ['people'] });
  });

  it('JSON: one array, streamed; [] for none', async () => {
    expect(await many(people, 'json')).toEqual({
      text: `[\n  ${JSON.stringify(people[0])},\n  ${JSON.stringify(people[1])}\n]\n`,
      count: 2,
    });
    expect(JSON.parse((await many(people, 'json')).text)).toEqual(people);
    expect(await many([], 'json')).toEqual({ text: '[]\n', count: 0 });
  });

  it('JSON lines: one record a line', async () => {
    const { text } = await many(people, 'ndjson');
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    ).toEqual(people);
  });

  it('CSV (RFC 4180): columns from the keys, quoted commas, quotes and newlines, nested values as JSON', async () => {
    const { text, count } = await many(people, 'csv');
    expect(count).toBe(2);
    expect(text).toBe(
      'id,name,tags,note,email\r\n1,"Ann, ""A""","[""x""]",,\r\n2,"Bo\nLee",,,bo@example.com\r\n',
    );
    expect(csvField('plain')).toBe('plain');
    expect(csvField(3.5)).toBe('3.5');
  });

  it("CSV: a text cell starting with = + - @ tab or CR gets a leading ', numbers and plain-number text stay", async () => {
    const rows = [
      { text: '=HYPERLINK("http://evil/","x")', n: -5, plain: '-5', sum: '-5+1' },
      { text: "+cmd|' /C calc'!A0", n: 3.2, plain: '+3.2', sum: '@SUM(A1)' },
      { text: '\t=1+2', n: 0, plain: 'x-1', sum: '\r=1+2' },
    ];
    expect((await many(rows, 'csv')).text).toBe(
      'text,n,plain,sum\r\n' +
        '"\'=HYPERLINK(""http://evil/"",""x"")",-5,-5,\'-5+1\r\n' +
        "'+cmd|' /C calc'!A0,3.2,+3.2,'@SUM(A1)\r\n" +
        '\'\t=1+2,0,x-1,"\'\r=1+2"\r\n',
    );
    expect((await many(rows, 'csv', { csvEscape: false })).text.split('\r\n')[1]).toBe(
      '"=HYPERLINK(""http://evil/"",""x"")",-5,-5,-5+1',
    );
    expect(one({ name: '=1+2' }, 'csv')).toBe("'=1+2\r\n");
    expect(one({ name: '=1+2' }, 'csv', { csvEscape: false })).toBe('=1+2\r\n');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('-$12.50')).toBe("'-$12.50");
  });

  it('--no-csv-escape is read with the format, and refused without --csv', () => {
    expect(takeFormat(['people', '--csv', '--no-csv-escape'], false)).toEqual({
      format: 'csv',
      csvEscape: false,
      rest: ['people'],
    });
    expect(() => takeFormat(['--no-csv-escape'], false)).toThrow(
      new UsageError('--no-csv-escape changes the cells of --csv, not of JSON'),
    );
    expect(() => takeFormat(['--no-csv-escape'], true)).toThrow(
      new UsageError('--no-csv-escape changes the cells of --csv, not of a table'),
    );
  });

  it('CSV streams past the header sample: 250 rows, one header', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ n: i }));
    const { text } = await many(rows, 'csv');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('n');
    expect(lines[250]).toBe('249');
  });

  it('table: aligned columns, long cells cut, newlines flattened, lists joined', async () => {
    const long = { id: 3, name: 'x'.repeat(60) };
    const { text } = await many([...people, long], 'table');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(`id  name${' '.repeat(36)}  tags  note  email`);
    expect(lines[1]).toBe(`1   Ann, "A"${' '.repeat(32)}  x`);
    expect(lines[2]).toBe(`2   Bo Lee${' '.repeat(34 + 14)}bo@example.com`);
    expect(lines[3]).toBe(`3   ${'x'.repeat(39)}…`);
  });

  it('one value: pretty JSON, a line, a CSV row, a field/value table', () => {
    expect(one({ id: 1 }, 'json')).toBe('{\n  "id": 1\n}\n');
    expect(one({ id: 1 }, 'ndjson')).toBe('{"id":1}\n');
    expect(one({ id: 1, name: 'a' }, 'csv')).toBe('1,a\r\n');
    expect(one({ id: 1, name: 'a' }, 'table')).toBe('field  value\nid     1\nname   a\n');
  });
});

/** A person as `desk people list` answers it: 33 fields, two nested records and lists. */
const person = {
  id: 7,
  name: 'Elena Rossi',
  first_name: 'Elena',
  last_name: 'Rossi',
  email: 'elena.rossi.1@example.com',
  is_member: true,
  address: 'Bellevue, WA 98190',
  location: { id: 1, name: 'Downtown Studio', slug: 'downtown-studio' },
  custom_fields: [
    { id: 1, name: 'Shirt size', value: 'XL' },
    { id: 3, name: 'Favorite color', value: 'blue' },
  ],
  created_at: '2026-09-09T16:30:16Z',
  updated_at: '2026-10-26T16:30:16Z',
};
/** A webhook as the webhooks API (JSON:API) answers it. */
const webhook = {
  id: '1',
  type: 'webhooks',
  links: { self: 'https://x.io/webhooks/1' },
  attributes: { account_id: 2, topic: 'person.created', target: 'https://example.com/h', name: 'Hook' },
};

describe('tables that fit a terminal', () => {
  it('picks the columns of a resource from its fields: id, name, email, state, start and end, else created', () => {
    expect(pickColumns('desk.people.list', Object.keys(person))).toEqual([
      'id',
      'name',
      'email',
      'created_at',
    ]);
    const occurrence = ['id', 'event_id', 'name', 'description', 'state', 'start_at', 'end_at', 'created_at'];
    expect(pickColumns('desk.eventOccurrences.list', occurrence)).toEqual([
      'id',
      'name',
      'state',
      'start_at',
      'end_at',
    ]);
    expect(pickColumns('desk.plans.list', ['id', 'type', 'first_name', 'last_name', 'start_date'])).toEqual([
      'id',
      'first_name',
      'last_name',
      'start_date',
    ]);
    expect(pickColumns('webhooks.list', ['id', 'type', 'links', 'topic', 'target', 'name'])).toEqual([
      'id',
      'topic',
      'target',
      'name',
    ]);
    expect(pickColumns('desk.x.list', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('desk invoices list on a terminal: its number, person, state, total and due date', {
    timeout: 60_000,
  }, async () => {
    const sandbox = await sandboxFor({ clients: 20 });
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const { code, stdout } = await runCli(['desk', 'invoices', 'list'], env, undefined, {
      columns: 80,
      typed: '',
    });
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(0, 2)).toEqual([
      'id  invoice_number  person        state   total    invoice_date',
      '1   1001            Elena Rossi   closed  $149.00  2026-01-02',
    ]);
  });

  it('a table shows the picked columns, nested records by their names and lists joined', async () => {
    const pick = (keys: readonly string[]) => [...keys.filter((key) => key !== 'address')].slice(0, 4);
    const { text } = await many([person], 'table', { columns: ['id', 'location', 'custom_fields'], pick });
    expect(text).toBe(
      'id  location         custom_fields\n7   Downtown Studio  Shirt size, Favorite color\n',
    );
    const picked = await many([person], 'table', { pick: (keys) => pickColumns('desk.people.list', keys) });
    expect(picked.text).toBe(
      'id  name         email                      created_at\n7   Elena Rossi  elena.rossi.1@example.com  2026-09-09T16:30:16Z\n',
    );
  });

  it('a webhook (JSON:API) shows its topic and target as columns, in a table and in CSV', async () => {
    const pick = (keys: readonly string[]) => pickColumns('webhooks.list', keys);
    expect((await many([webhook], 'table', { pick })).text).toBe(
      'id  topic           target                 name\n1   person.created  https://example.com/h  Hook\n',
    );
    expect((await many([webhook], 'csv', { columns: ['topic', 'target'] })).text).toBe(
      'topic,target\r\nperson.created,https://example.com/h\r\n',
    );
    expect(one(webhook, 'table', { columns: ['topic', 'links'] })).toBe(
      'field  value\ntopic  person.created\nlinks  self=https://x.io/webhooks/1\n',
    );
  });

  it('fits the width of the terminal: the widest column narrowed first, then columns left out from the right', async () => {
    const all = { columns: 'all' as const };
    const wide = await many([person], 'table', { ...all, width: 60 });
    const lines = wide.text.trimEnd().split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatch(/^id {2}name {2}/);
    const narrow = await many([person], 'table', { columns: ['id', 'name', 'email'], width: 30 });
    expect(narrow.text).toBe('id  name         email\n7   Elena Rossi  elena.rossi.…\n');
    const tiny = await many([person], 'table', { columns: ['name', 'email'], width: 10 });
    expect(tiny.text).toBe('name\nElena Ros…\n');
  });

  it('piped (no width): every asked column, each cell cut at 40 characters as before', async () => {
    const long = { ...person, address: 'x'.repeat(60) };
    const { text } = await many([long], 'table', { columns: 'all' });
    expect(text.split('\n')[1]).toContain(`${'x'.repeat(39)}…`);
    expect(text.split('\n')[0]?.split(/ +/)).toEqual(Object.keys(person));
  });

  it('--columns: read with the format, refused for JSON, a name the records lack refused with the closest', async () => {
    expect(takeFormat(['people', 'list', '--columns', 'id,name', '--table'], false)).toEqual({
      format: 'table',
      columns: ['id', 'name'],
      rest: ['people', 'list'],
    });
    expect(takeFormat(['--columns=all', '--csv'], false).columns).toBe('all');
    expect(() => takeFormat(['--columns', 'id'], false)).toThrow(
      new UsageError('--columns picks the columns of --table or --csv, not of JSON'),
    );
    expect(() => takeFormat(['--columns', 'id,,name'], true)).toThrow(
      new UsageError('--columns takes names separated by commas, got "id,,name"'),
    );
    await expect(many([{ id: 1, email: 'a' }], 'table', { columns: ['id', 'emial'] })).rejects.toThrow(
      new UsageError('--columns: no column emial; did you mean email? (columns: id, email)'),
    );
  });

  it("the width is the terminal's (80 when it does not say), none when piped", () => {
    expect(terminalWidth({ isTTY: true, columns: 132 })).toEqual({ width: 132 });
    expect(terminalWidth({ isTTY: true, columns: 0 })).toEqual({ width: 80 });
    expect(terminalWidth({ columns: 132 })).toEqual({});
  });
});

describe('CSV a spreadsheet opens: formula cells neutralised through the CLI', () => {
  const HYPERLINK = '=HYPERLINK("http://evil/","x")';
  const CALC = "+cmd|' /C calc'!A0";

  it('desk people get --csv and report clients --csv, and --no-csv-escape', { timeout: 60_000 }, async () => {
    const sandbox = await sandboxFor({ clients: 5 });
    const env = { PIKE13_TOKEN: sandbox.tokens.staff, PIKE13_BASE_URL: sandbox.url };
    const person = await sdk(sandbox).desk.people.create({ first_name: HYPERLINK, last_name: CALC });
    const get = ['desk', 'people', 'get', String(person.id), '--csv', '--columns', 'id,first_name,last_name'];
    expect(await runCli(get, env)).toEqual({
      code: 0,
      stdout: `${person.id},"'=HYPERLINK(""http://evil/"",""x"")",'+cmd|' /C calc'!A0\r\n`,
      stderr: '',
    });
    const report = [
      'report',
      'clients',
      '--select',
      'person_id,full_name',
      '--where',
      `person_id = ${person.id}`,
    ];
    expect(await runCli([...report, '--csv'], env)).toMatchObject({
      code: 0,
      stdout: `person_id,full_name\r\n${person.id},"'=HYPERLINK(""http://evil/"",""x"") +cmd|' /C calc'!A0"\r\n`,
    });
    expect(await runCli([...report, '--csv', '--no-csv-escape'], env)).toMatchObject({
      code: 0,
      stdout: `person_id,full_name\r\n${person.id},"=HYPERLINK(""http://evil/"",""x"") +cmd|' /C calc'!A0"\r\n`,
    });
  });
});
