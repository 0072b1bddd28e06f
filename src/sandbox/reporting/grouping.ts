import type { CatalogFieldType, CompiledCatalog, RecordValue, ReportRecord } from './types.ts';

/** How a grouping reads its label from a record, and the label's type. */
export interface Grouping {
  readonly type: CatalogFieldType;
  readonly label: (record: ReportRecord) => RecordValue;
}

const PERIOD = /^(?:(?<base>.+)_)?(?<period>month|quarter|week_mon|week_sun|year)_start_date$/;

/** The five period groupings of a date field's base: `<base>_month_start_date` … `<base>_year_start_date`. */
export function catalogPeriodsOf<B extends string>(base: B) {
  return [
    `${base}_month_start_date`,
    `${base}_quarter_start_date`,
    `${base}_week_mon_start_date`,
    `${base}_week_sun_start_date`,
    `${base}_year_start_date`,
  ] as const;
}

/**
 * The grouping named `name`: a detail field, or the first day of a period of a date field (`<base>_date`,
 * or the one the catalog names for the base). A catalog's groupings are all checked when it is compiled.
 */
export function groupingOf(name: string, catalog: CompiledCatalog): Grouping {
  const type = catalog.types.get(name);
  if (type !== undefined) return { type, label: (record) => record[name] as RecordValue };
  const match = PERIOD.exec(name)?.groups as { base?: string; period: string } | undefined;
  const base = match?.base ?? '';
  const field = catalog.periodDates?.[base] ?? `${base}_date`;
  if (match === undefined || catalog.types.get(field) !== 'date') {
    throw new Error(`report catalog: grouping ${name} is neither a field nor a period of a date field`);
  }
  return {
    type: 'date',
    label: (record) => {
      const value = record[field];
      return typeof value === 'string' ? periodStart(value.slice(0, 10), match.period) : null;
    },
  };
}

const DAY = 86_400_000;

/** The first date (`YYYY-MM-DD`) of the month, quarter, week or year holding `date`. */
function periodStart(date: string, period: string): string | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  const day = new Date(time);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  if (period === 'year') return isoDate(Date.UTC(year, 0, 1));
  if (period === 'quarter') return isoDate(Date.UTC(year, month - (month % 3), 1));
  if (period === 'month') return isoDate(Date.UTC(year, month, 1));
  const back = period === 'week_mon' ? (day.getUTCDay() + 6) % 7 : day.getUTCDay();
  return isoDate(time - back * DAY);
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
