import { describe, expect, it } from 'vitest';
import { csvField, type Format, takeFormat, writeMany, writeOne } from '../../src/cli/output.ts';

async function* from(records: unknown[]) {
  yield* records;
}

async function many(records: unknown[], format: Format) {
  let text = '';
  const count = await writeMany(from(records), format, (chunk) => {
    text += chunk;
  });
  return { text, count };
}

function one(value: unknown, format: Format) {
  let text = '';
  writeOne(value, format, (chunk) => {
    text += chunk;
  });
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

  it('CSV streams past the header sample: 250 rows, one header', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ n: i }));
    const { text } = await many(rows, 'csv');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('n');
    expect(lines[250]).toBe('249');
  });

  it('table: aligned columns, long cells cut, newlines flattened', async () => {
    const long = { id: 3, name: 'x'.repeat(60) };
    const { text } = await many([...people, long], 'table');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe(`id  name${' '.repeat(36)}  tags   note  email`);
    expect(lines[2]).toBe(`2   Bo Lee${' '.repeat(34 + 15)}bo@example.com`);
    expect(lines[3]).toBe(`3   ${'x'.repeat(39)}…`);
  });

  it('one value: pretty JSON, a line, a CSV row, a field/value table', () => {
    expect(one({ id: 1 }, 'json')).toBe('{\n  "id": 1\n}\n');
    expect(one({ id: 1 }, 'ndjson')).toBe('{"id":1}\n');
    expect(one({ id: 1, name: 'a' }, 'csv')).toBe('1,a\r\n');
    expect(one({ id: 1, name: 'a' }, 'table')).toBe('field  value\nid     1\nname   a\n');
  });
});
