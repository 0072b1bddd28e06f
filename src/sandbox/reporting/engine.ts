import { CATALOGS, isReportResource, type ReportRecords, type ReportResource } from './catalogs/index.ts';
import { detailColumns } from './columns.ts';
import { countMatching, detailPage } from './detail.ts';
import { errorDocument, QueryError } from './errors.ts';
import { groupedPage } from './grouped.ts';
import { RecordSet } from './record-set.ts';
import { type ParsedQuery, parseQuery } from './request.ts';
import type { CatalogFieldType, CompiledCatalog, ReportRecord } from './types.ts';
import { encodeValue, type RowValue } from './values.ts';

/**
 * The records of a report resource, as the sandbox's state gives them at the time of the query: built,
 * or a `RecordSet` that builds them as they are read.
 */
export type ReportSource = <R extends ReportResource>(
  resource: R,
) => readonly ReportRecords[R][] | RecordSet<ReportRecords[R]>;

/** What the engine may take from its surroundings instead of the clock and a random id. */
export interface ReportQueryOptions {
  /** Milliseconds for `duration` (default `performance.now`). */
  readonly now?: () => number;
  /** The `uuid` of an answer (default a random UUID from Web Crypto: the engine runs in browsers too). */
  readonly uuid?: () => string;
}

/** An answer of the queries endpoint: HTTP status and JSON:API body. */
export interface ReportAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The rows of an answer and what says whether more follow. */
interface Page {
  fields: { name: string; type: CatalogFieldType }[];
  rows: RowValue[][];
  has_more: boolean;
  last_key?: string;
}

/**
 * Answers `POST /desk/api/v3/reports/<resource>/queries` with the request body `requestBody` (JSON text)
 * over the records `source` gives, as the Reporting API v3 does.
 */
export function answerReportQuery(
  resource: string,
  requestBody: string,
  source: ReportSource,
  options: ReportQueryOptions = {},
): ReportAnswer {
  const now = options.now ?? (() => performance.now());
  const started = now();
  if (!isReportResource(resource)) {
    return { status: 404, body: errorDocument(404, `Unknown report: ${JSON.stringify(resource)}`) };
  }
  try {
    const catalog = CATALOGS[resource];
    const query = parseQuery(requestBody, catalog);
    const found = source(resource);
    const records: RecordSet = found instanceof RecordSet ? found : RecordSet.of(found);
    const page =
      query.group === undefined ? detail(query, records, catalog) : grouped(query, records.all(), catalog);
    const attributes = {
      rows: page.rows,
      uuid: options.uuid?.() ?? crypto.randomUUID(),
      duration: (now() - started) / 1000,
      has_more: page.has_more,
      ...(page.last_key !== undefined && { last_key: page.last_key }),
      ...(query.totalCount && { total_count: countMatching(records, query.filter) }),
      fields: page.fields,
    };
    return { status: 200, body: { data: { type: 'queries', attributes } } };
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    return { status: error.status, body: errorDocument(error.status, error.message) };
  }
}

function detail(query: ParsedQuery, records: RecordSet, catalog: CompiledCatalog): Page {
  const page = detailPage(query, records, catalog);
  const columns = detailColumns(query.fields, catalog, () => records.all());
  const last = page.records.at(-1);
  return {
    fields: columns.map(({ name, type }) => ({ name, type })),
    rows: page.records.map((record) => columns.map((column) => encodeValue(column.read(record)))),
    has_more: page.hasMore,
    ...(page.keyed && last !== undefined && { last_key: last.key }),
  };
}

function grouped(query: ParsedQuery, records: readonly ReportRecord[], catalog: CompiledCatalog): Page {
  const page = groupedPage(query, records, catalog);
  return { fields: page.fields, rows: page.rows, has_more: page.hasMore };
}
