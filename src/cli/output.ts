import { cliIo } from './io.ts';
import { cut, fitWidths, rowOf, summaryOf, widthOf } from './table-cells.ts';
import { askedColumns, parseColumns } from './table-columns.ts';
import { UsageError } from './usage-error.ts';

/** How records print: JSON (an array, or the one value), JSON lines, an aligned table, or CSV. */
export type Format = 'json' | 'ndjson' | 'table' | 'csv';

/** The flags that pick an output format. */
export const FORMAT_FLAGS: Readonly<Record<string, Format>> = {
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

/** The flag that leaves CSV cells as they are, formulas included. */
export const RAW_CSV_FLAG = '--no-csv-escape';

/**
 * The output flags of a command line: the format, the columns of a table or CSV (`--columns`), and
 * `csvEscape: false` for `--no-csv-escape`.
 */
export interface OutputFlags {
  format: Format;
  columns?: readonly string[] | 'all';
  csvEscape?: false;
  rest: string[];
}

/**
 * Takes the output flags out of `args`: the format asked for (the last one wins), `--columns a,b` (a table
 * or CSV only: JSON keeps every field), `--no-csv-escape` (CSV only) and the rest.
 */
export function takeFormat(args: readonly string[], isTTY: boolean): OutputFlags {
  let format: Format = isTTY ? 'table' : 'json';
  let columns: string | undefined;
  let raw = false;
  const rest: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    const asked = FORMAT_FLAGS[arg];
    if (asked) format = asked;
    else if (arg.startsWith('--columns=')) columns = arg.slice('--columns='.length);
    else if (arg === '--columns') columns = args[++index] ?? '';
    else if (arg === RAW_CSV_FLAG) raw = true;
    else rest.push(arg);
  }
  if (raw && format !== 'csv')
    throw new UsageError(`${RAW_CSV_FLAG} changes the cells of --csv, not of ${nameOf(format)}`);
  const rawCsv = raw ? { csvEscape: false as const } : {};
  if (columns === undefined) return { format, ...rawCsv, rest };
  if (format === 'json' || format === 'ndjson')
    throw new UsageError(`--columns picks the columns of --table or --csv, not of ${nameOf(format)}`);
  return { format, columns: parseColumns(columns), ...rawCsv, rest };
}

/** How a usage error names a format: `JSON`, `NDJSON`, `a table`. */
const nameOf = (format: Format) => (format === 'table' ? 'a table' : format.toUpperCase());

/** The width of a terminal that does not say its own. */
const FALLBACK_WIDTH = 80;

/**
 * How wide a table may be: the terminal's width when stdout is one, else no width (piped: every column
 * asked for, each cell cut at 40 characters, whatever reads it).
 */
export function terminalWidth(
  stdout: { isTTY?: boolean; columns?: number } = cliIo().stdout,
): Pick<ColumnOptions, 'width'> {
  return stdout.isTTY === true ? { width: stdout.columns || FALLBACK_WIDTH } : {};
}

/** Which columns a table or CSV shows and how wide a table may be. */
export interface ColumnOptions {
  /** The columns asked for (`--columns`); without, those `pick` picks for a table, else every one. */
  columns?: readonly string[] | 'all';
  /** The columns a table shows when none are asked for, from the columns the records have. */
  pick?: (keys: readonly string[]) => readonly string[];
  /** The terminal's width: a table fits in it. Without (piped), each cell is cut at 40 characters. */
  width?: number;
  /** `false`: CSV cells as they are, a formula included (`--no-csv-escape`); by default one is neutralised. */
  csvEscape?: boolean;
}

/** Prints one value in `format` (a table: one line a field, those of `--columns` only when asked). */
export function writeOne(value: unknown, format: Format, write: Write, options: ColumnOptions = {}): void {
  if (format === 'json') write(`${JSON.stringify(value, null, 2)}\n`);
  else if (format === 'ndjson') write(`${JSON.stringify(value)}\n`);
  else if (format === 'csv') {
    const row = rowOf(value);
    writeCsv([row], columnsFor([row], options, false), write, options.csvEscape);
  } else {
    const row = rowOf(value);
    const fields = isObject(row) ? columnsFor([row], options, false) : [];
    const lines = isObject(row) ? fields.map((field) => ({ field, value: row[field] })) : [{ value }];
    writeTable(lines, columnsOf(lines), write, options.width);
  }
}

/** How `writeMany` writes a CSV header, and picks and fits the columns of a table or CSV. */
interface HeaderOptions extends ColumnOptions {
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
  { header = true, emptyColumns, ...table }: HeaderOptions = {},
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
    const rows: unknown[] = [];
    await forEach(records, (record) => rows.push(rowOf(record)));
    writeTable(rows, columnsFor(rows, table, true), write, table.width);
    return rows.length;
  }
  const count = await streamCsv(records, write, header, table);
  const columns = count === 0 && header ? emptyColumns?.() : undefined;
  if (columns?.length) writeCsvLine(columns, write, table.csvEscape);
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

/** The columns shown: those asked for (checked), else those picked for a table, else every one. */
function columnsFor(rows: readonly unknown[], options: ColumnOptions, table: boolean): readonly string[] {
  const keys = columnsOf(rows);
  if (options.columns !== undefined) return rows.length ? askedColumns(options.columns, keys) : [];
  return table && options.pick && rows.length ? options.pick(keys) : keys;
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

/** What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list): = + - @ tab CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Text that is a plain decimal number (`-5`, `+3.2`): a spreadsheet reads it as that number, no formula. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A CSV field (RFC 4180: a field with a comma, quote, CR or LF is quoted, its quotes doubled). With
 * `neutralise` (the default), text a spreadsheet would run as a formula gets a leading `'` first, as OWASP
 * advises; a number stays a number, and so does text that is a plain decimal number.
 */
export function csvField(value: unknown, neutralise = true): string {
  const text = textOf(value);
  const formula = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
  const cell = neutralise && formula ? `'${text}` : text;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

function writeCsvLine(cells: readonly unknown[], write: Write, neutralise = true): void {
  write(`${cells.map((cell) => csvField(cell, neutralise)).join(',')}\r\n`);
}

function writeCsv(
  records: readonly unknown[],
  columns: readonly string[],
  write: Write,
  neutralise = true,
): void {
  for (const record of records) writeCsvLine(cellsOf(record, columns), write, neutralise);
}

/** CSV: the header from the first records' keys, then every record as it comes. */
async function streamCsv(
  records: AsyncIterable<unknown>,
  write: Write,
  header: boolean,
  options: ColumnOptions,
): Promise<number> {
  const sample: unknown[] = [];
  let columns: readonly string[] | undefined;
  let count = 0;
  for await (const record of records) {
    count++;
    if (columns) {
      writeCsv([rowOf(record)], columns, write, options.csvEscape);
      continue;
    }
    sample.push(rowOf(record));
    if (sample.length === COLUMN_SAMPLE) columns = startCsv(sample, write, header, options);
  }
  if (!columns && sample.length > 0) startCsv(sample, write, header, options);
  return count;
}

function startCsv(
  sample: readonly unknown[],
  write: Write,
  header: boolean,
  options: ColumnOptions,
): readonly string[] {
  const columns = columnsFor(sample, options, false);
  if (header) writeCsvLine(columns, write, options.csvEscape);
  writeCsv(sample, columns, write, options.csvEscape);
  return columns;
}

/** An aligned table of `columns`: nested values summarised, fitted to `width` when known. */
function writeTable(
  rows: readonly unknown[],
  columns: readonly string[],
  write: Write,
  width?: number,
): void {
  const cells = rows.map((row) => cellsOf(row, columns).map((value) => summaryOf(value)));
  const natural = columns.map((column, index) =>
    Math.min(CELL_WIDTH, Math.max(widthOf(column), ...cells.map((row) => widthOf(row[index] ?? '')))),
  );
  const widths = width === undefined ? natural : fitWidths(natural, width);
  const shown = columns.flatMap((_, index) => ((widths[index] as number) > 0 ? [index] : []));
  const line = (texts: readonly string[]) =>
    `${shown
      .map((index) => {
        const text = cut(texts[index] ?? '', widths[index] as number);
        return text + ' '.repeat((widths[index] as number) - widthOf(text));
      })
      .join('  ')
      .trimEnd()}\n`;
  write(line(columns));
  for (const row of cells) write(line(row));
}
