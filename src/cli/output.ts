/** How records print: JSON (an array, or the one value), JSON lines, an aligned table, or CSV. */
export type Format = 'json' | 'ndjson' | 'table' | 'csv';

const FORMAT_FLAGS: Readonly<Record<string, Format>> = {
  '--json': 'json',
  '--ndjson': 'ndjson',
  '--table': 'table',
  '--csv': 'csv',
};

/** Where the text goes (stdout). */
export type Write = (text: string) => void;

/** Records a table or CSV takes its columns from (the union of their keys). */
const COLUMN_SAMPLE = 100;
/** Widest a table cell prints before it is cut with `…`. */
const CELL_WIDTH = 40;

/** Takes the output flags out of `args`: the format asked for (the last one wins) and the rest. */
export function takeFormat(args: readonly string[], isTTY: boolean): { format: Format; rest: string[] } {
  let format: Format = isTTY ? 'table' : 'json';
  const rest: string[] = [];
  for (const arg of args) {
    const asked = FORMAT_FLAGS[arg];
    if (asked) format = asked;
    else rest.push(arg);
  }
  return { format, rest };
}

/** Prints one value in `format`. */
export function writeOne(value: unknown, format: Format, write: Write): void {
  if (format === 'json') write(`${JSON.stringify(value, null, 2)}\n`);
  else if (format === 'ndjson') write(`${JSON.stringify(value)}\n`);
  else if (format === 'csv') writeCsv([value], columnsOf([value]), write);
  else
    writeTable(
      isObject(value) ? Object.entries(value).map(([field, v]) => ({ field, value: v })) : [{ value }],
      write,
    );
}

/** How `writeMany` writes a CSV header. */
interface HeaderOptions {
  /** `false` leaves out the CSV header (rows appended to an earlier export). */
  header?: boolean;
  /** The columns when no record came (a report's fields): an empty export still has its header. */
  emptyColumns?: () => readonly string[] | undefined;
}

/** Prints records as they come (JSON, JSON lines and CSV stream; a table waits for all of them). */
export async function writeMany(
  records: AsyncIterable<unknown>,
  format: Format,
  write: Write,
  { header = true, emptyColumns }: HeaderOptions = {},
): Promise<number> {
  if (format === 'ndjson') return forEach(records, (record) => write(`${JSON.stringify(record)}\n`));
  if (format === 'json') {
    let count = 0;
    write('[');
    await forEach(records, (record) => write(`${count++ === 0 ? '\n' : ',\n'}  ${JSON.stringify(record)}`));
    write(count === 0 ? ']\n' : '\n]\n');
    return count;
  }
  if (format === 'table') {
    const all: unknown[] = [];
    await forEach(records, (record) => all.push(record));
    writeTable(all, write);
    return all.length;
  }
  const count = await streamCsv(records, write, header);
  const columns = count === 0 && header ? emptyColumns?.() : undefined;
  if (columns?.length) write(`${columns.map(csvField).join(',')}\r\n`);
  return count;
}

async function forEach(records: AsyncIterable<unknown>, each: (record: unknown) => void): Promise<number> {
  let count = 0;
  for await (const record of records) {
    each(record);
    count++;
  }
  return count;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The columns of records: the keys of the objects, in first-seen order; `value` for other values. */
function columnsOf(records: readonly unknown[]): string[] {
  const columns = new Set<string>();
  for (const record of records) {
    if (isObject(record)) for (const key of Object.keys(record)) columns.add(key);
    else columns.add('value');
  }
  return [...columns];
}

function cellsOf(record: unknown, columns: readonly string[]): unknown[] {
  return columns.map((column) =>
    isObject(record) ? record[column] : column === 'value' ? record : undefined,
  );
}

/** Text of a value in a cell: strings as they are, nested values as JSON, nothing for null. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(value: unknown): string {
  const text = textOf(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function writeCsv(records: readonly unknown[], columns: readonly string[], write: Write): void {
  for (const record of records) write(`${cellsOf(record, columns).map(csvField).join(',')}\r\n`);
}

/** CSV: the header from the first records' keys, then every record as it comes. */
async function streamCsv(records: AsyncIterable<unknown>, write: Write, header: boolean): Promise<number> {
  const sample: unknown[] = [];
  let columns: string[] | undefined;
  let count = 0;
  for await (const record of records) {
    count++;
    if (columns) {
      writeCsv([record], columns, write);
      continue;
    }
    sample.push(record);
    if (sample.length === COLUMN_SAMPLE) columns = startCsv(sample, write, header);
  }
  if (!columns && sample.length > 0) startCsv(sample, write, header);
  return count;
}

function startCsv(sample: readonly unknown[], write: Write, header: boolean): string[] {
  const columns = columnsOf(sample);
  if (header) write(`${columns.map(csvField).join(',')}\r\n`);
  writeCsv(sample, columns, write);
  return columns;
}

function writeTable(records: readonly unknown[], write: Write): void {
  const columns = columnsOf(records);
  const rows = records.map((record) => cellsOf(record, columns).map((value) => cut(textOf(value))));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `${cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd()}\n`;
  write(line(columns));
  for (const row of rows) write(line(row));
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > CELL_WIDTH ? `${flat.slice(0, CELL_WIDTH - 1)}…` : flat;
}
