import { Pike13 } from '../src/pike13.ts';
import { type ClientRecord, reportKey } from '../src/sandbox/reporting/index.ts';
import { routeReportQuery } from '../src/sandbox/reporting/route.ts';
import { serveFetch } from '../test/sandbox/reporting/serve.ts';
import { median, verdict } from './support/stats.ts';

/**
 * Reports against the sandbox: 100,000 clients read through `pike13.reports.clients...all()` from the
 * sandbox's query engine on a loopback `node:http` server: 200 keyset pages of 500 rows (the SDK's page
 * size), six fields of mixed types. Three rounds; the figure is the median rows per second of the whole
 * read (engine, JSON both ways, HTTP, the SDK's decoding and validation).
 */

const CLIENTS = 100_000;
const ROUNDS = 3;
const TARGET_ROWS_PER_SECOND = 50_000;

const records: ClientRecord[] = Array.from({ length: CLIENTS }, (_, i) => ({
  key: reportKey(i + 1),
  person_id: i + 1,
  full_name: `Client ${i + 1}`,
  email: i % 9 === 0 ? null : `client${i + 1}@example.com`,
  has_membership: i % 3 === 0,
  account_credit_amount: (i * 37) % 10_000,
  client_since_date: `20${10 + (i % 16)}-0${1 + (i % 9)}-1${i % 10}`,
}));

const server = await serveFetch((request) => routeReportQuery(request, () => records));
const pike13 = new Pike13({ baseUrl: server.url, accessToken: 'bench-token', rateLimit: false });
const query = pike13.reports.clients.select(
  'person_id',
  'full_name',
  'email',
  'has_membership',
  'account_credit_amount',
  'client_since_date',
);

const rates: number[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const rows = await query.all();
    const seconds = (performance.now() - started) / 1000;
    const inOrder = rows.every((row, i) => row.person_id === i + 1);
    if (rows.length !== CLIENTS || !inOrder) {
      throw new Error(`${rows.length} rows read, ${CLIENTS} expected, in order: ${inOrder}`);
    }
    rates.push(CLIENTS / seconds);
    console.log(`round ${round + 1}: ${CLIENTS.toLocaleString('en')} rows in ${seconds.toFixed(2)} s`);
  }
} finally {
  await server.close();
}
const rate = median(rates);
console.log(
  `sandbox reports: ${Math.round(rate).toLocaleString('en')} rows/s (median of ${ROUNDS}), ` +
    `target ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en')}: ${verdict(rate >= TARGET_ROWS_PER_SECOND)}`,
);
