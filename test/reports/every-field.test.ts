import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS, reportQueries } from '../../src/reports/by-name.ts';
import { typeOfSpec } from '../../src/reports/field-spec.ts';
import type {
  FieldSpec,
  FieldType,
  ReportDefinition,
  ReportPage,
  ReportValue,
} from '../../src/reports/index.ts';
import { sandboxFor, sdk } from '../sandbox/support.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a decoded value (not null) has the type its field declares. */
const HAS_TYPE: Record<Exclude<FieldType, 'logical'>, (value: ReportValue) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  currency: (value) => Number.isInteger(value),
  integer: (value) => Number.isInteger(value),
  float: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && DATE.test(value),
  datetime: (value) => typeof value === 'string' && DATETIME.test(value),
  time: (value) => typeof value === 'string' && TIME.test(value),
  string: (value) => typeof value === 'string',
  enum: (value) => typeof value === 'string',
  range: (value) => Array.isArray(value) && value.length === 2,
};

/** A value of an inferred string: whatever scalar the answer types it as (its row type says so). */
const isScalar = (value: ReportValue) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * What a page says against the catalogue: each field the answer names has the catalogue's type (an inferred
 * type included, but for an inferred string, which promises any scalar), and each value decodes to it.
 * Logical fields expand into instance fields the answer types itself.
 */
function mismatches(page: ReportPage<unknown>, specs: Readonly<Record<string, FieldSpec>>): string[] {
  const found: string[] = [];
  for (const { name, type } of page.fields) {
    const spec = specs[name];
    const anyScalar = spec === 'string?';
    const declared = spec === undefined || anyScalar ? type : typeOfSpec(spec);
    if (declared !== type) found.push(`${name}: answered as ${type}, typed ${declared}`);
    const check = anyScalar ? isScalar : HAS_TYPE[declared as keyof typeof HAS_TYPE];
    for (const row of page.rows as Record<string, ReportValue>[]) {
      const value = row[name];
      if (value !== null && check !== undefined && !check(value as ReportValue)) {
        found.push(`${name}: ${JSON.stringify(value)} is not a ${declared}`);
        break;
      }
    }
  }
  return found;
}

const groupingsOf = (report: ReportDefinition) => [...report.groupings, ...Object.keys(report.derived)];

/** The grouping's type, as its `group_label` is answered. */
function groupSpec(report: ReportDefinition, grouping: string): FieldSpec {
  return (report.detail[grouping] ?? report.derived[grouping]) as FieldSpec;
}

describe('every typed field of every resource against the sandbox', () => {
  it.each(REPORT_DEFINITIONS.map((report) => [report.resource, report] as const))(
    'walks every typed field of %s through a detail query and a grouped one',
    { timeout: 120_000 },
    async (resource, report) => {
      const sandbox = await sandboxFor();
      const query = reportQueries(sdk(sandbox).reports)[resource];
      if (query === undefined) throw new Error(`no query for ${resource}`);
      const detailFields = Object.keys(report.detail);
      const { data: detail, response } = await query
        .select(...(detailFields as never[]))
        .limit(100)
        .page()
        .withResponse();
      expect(response.status).toBe(200);
      expect(detail.rows.length).toBeGreaterThan(0);
      const typed = detailFields.filter((name) => report.detail[name] !== 'logical');
      expect(detail.fields.map((field) => field.name)).toEqual(expect.arrayContaining(typed));
      expect(mismatches(detail, report.detail)).toEqual([]);

      const summaryFields = Object.keys(report.summary);
      const found: string[] = [];
      for (const grouping of groupingsOf(report)) {
        const { data: grouped, response: answered } = await query
          .groupBy(grouping as never)
          .select(...(summaryFields as never[]))
          .limit(500)
          .page()
          .withResponse();
        expect(answered.status, grouping).toBe(200);
        expect(grouped.fields[0]?.name, grouping).toBe('group_label');
        expect(grouped.rows.length, grouping).toBeGreaterThan(0);
        const specs = { ...report.summary, group_label: groupSpec(report, grouping) };
        found.push(...mismatches(grouped, specs).map((mismatch) => `group ${grouping}: ${mismatch}`));
      }
      expect(found).toEqual([]);
    },
  );
});
