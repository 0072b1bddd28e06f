import { decoderFor, type ReportField } from '../src/reports/decode.ts';
import { median, verdict } from './support/stats.ts';

/**
 * Row decoding of the Reporting API: a 500-row page of 20 fields of mixed types (booleans `t`/`f`,
 * currency, integers, floats, dates, datetimes, times, ranges, enums, strings, some nulls) turned into
 * objects keyed by field name, beside a plain `rows.map` zip of the same rows (no conversion at all),
 * in interleaved rounds. Each SDK round includes looking up the decoder for the page's `fields`. The
 * decoder generates no code (it runs under a strict CSP and in Workers).
 */

const TARGET_ROWS_PER_SECOND = 1_000_000;
const ROWS = 500;
const WARMUP_PAGES = 2_000;
const ROUNDS = 30;
const PAGES_PER_ROUND = 200;

const TYPES = [
  'integer',
  'string',
  'boolean',
  'currency',
  'date',
  'datetime',
  'enum',
  'float',
  'time',
  'range',
  'boolean',
  'integer',
  'string',
  'currency',
  'date',
  'boolean',
  'enum',
  'datetime',
  'integer',
  'string',
];
const fields: ReportField[] = TYPES.map((type, i) => ({ name: `${type}_${i}`, type }));

function sample(type: string, row: number, column: number): unknown {
  if ((row + column) % 17 === 0) return null;
  switch (type) {
    case 'boolean':
      return row % 2 ? 't' : 'f';
    case 'integer':
    case 'currency':
      return row * 37 + column;
    case 'float':
      return row / 7;
    case 'date':
      return '2024-03-10';
    case 'datetime':
      return '2024-03-10T09:30:00-08:00';
    case 'time':
      return '13:30:00';
    case 'range':
      return ['2024-01-01', '2024-01-31'];
    case 'enum':
      return 'active';
    default:
      return `Client ${row}`;
  }
}

// Parsed from JSON, as the rows of a real answer are.
const rows: unknown[][] = JSON.parse(
  JSON.stringify(Array.from({ length: ROWS }, (_, r) => TYPES.map((type, c) => sample(type, r, c)))),
);
const names = fields.map((field) => field.name);

type Decode = () => unknown[];
const sdk: Decode = () => decoderFor(fields)(rows);
const zip: Decode = () =>
  rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i] as string] = row[i];
    return object;
  });

let sink = 0;
/** Rows per second of `pages` decodings of the page. */
function measure(decode: Decode, pages: number): number {
  const started = performance.now();
  for (let i = 0; i < pages; i++) {
    const decoded = decode() as Record<string, unknown>[];
    sink += decoded.length + (decoded[i % ROWS]?.integer_0 === null ? 1 : 0);
  }
  return (pages * ROWS) / ((performance.now() - started) / 1000);
}

for (const decode of [sdk]) {
  const first = decode()[0] as Record<string, unknown>;
  if (first.boolean_2 !== false || first.currency_3 !== 3 || !Array.isArray(first.range_9)) {
    throw new Error(`the decoder gave an unexpected row: ${JSON.stringify(first)}`);
  }
}

const variants = [sdk, zip];
for (const decode of variants) measure(decode, WARMUP_PAGES);
const rates: number[][] = variants.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, decode] of variants.entries()) rates[i]?.push(measure(decode, PAGES_PER_ROUND));
}

const [sdkRate, zipRate] = rates.map(median) as [number, number];
const format = (rate: number) => `${Math.round(rate).toLocaleString('en-US')} rows/s`;
console.log(`row decoding, ${ROWS} rows x ${fields.length} mixed fields, median of ${ROUNDS} rounds:`);
console.log(
  `  SDK decoder (no generated code)        ${format(sdkRate)}  ${(sdkRate / zipRate).toFixed(2)}x baseline`,
);
console.log(`  plain rows.map zip, no conversion      ${format(zipRate)}`);
console.log(
  `  target >= ${format(TARGET_ROWS_PER_SECOND)}: ${verdict(sdkRate >= TARGET_ROWS_PER_SECOND)} (${sink} rows decoded)`,
);
