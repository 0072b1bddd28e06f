import { parseArgs } from 'node:util';
import { type AnyQuery, REPORT_DEFINITIONS, reportQueries } from '../reports/by-name.ts';
import { describeSpec } from '../reports/field-spec.ts';
import type { Filter } from '../reports/filters.ts';
import type { FieldSpec, ReportDefinition } from '../reports/types.ts';
import { clientFromEnv, TARGET_OPTIONS, type Target, targetOf } from './client-from-env.ts';
import { didYouMean } from './did-you-mean.ts';
import { writeHelp } from './help-layout.ts';
import { cliIo } from './io.ts';
import { FORMAT_FLAGS, type Format, RAW_CSV_FLAG, takeFormat, terminalWidth, writeMany } from './output.ts';
import { Progress } from './progress.ts';
import { UsageError } from './usage-error.ts';
import { parseWhere } from './where.ts';

/** The report resources of the spec, by the name the service gives them. */
const REPORTS: ReadonlyMap<string, ReportDefinition> = new Map(
  REPORT_DEFINITIONS.map((definition) => [definition.resource, definition]),
);

/** The help of `pike13 report`, laid out by `writeHelp` (rows: `term\tmeaning`). */
const REPORT_USAGE = [
  'Usage: pike13 report <resource> --select a,b [options]',
  '',
  "Streams every row of a Reporting API query (keyset pages, at the service's limit of 60 queries a minute).",
  '',
  `Reports: ${[...REPORTS.keys()].join(', ')}`,
  '',
  'Options:',
  '  --select a,b\tfields of each row (summary fields with --group)',
  '  --where "…"\te.g. state = completed and start_at > today-30d and service_id in (1, 2) (a date: YYYY-MM-DD, today, today-30d, today+7d)',
  '  --group g\tone row per group (group_label first)',
  '  --order f[:desc]\tsort of a grouped query',
  '  --resume KEY\tcontinue after the last key an interrupted --csv or --ndjson export printed (no header again; append: >> out.csv)',
  '  --progress\tthe progress line on stderr even when it is not a terminal',
  "  --fields\tlist the report's fields and their types instead (also: <resource> --help)",
  '  --csv | --json | --ndjson | --table\tthe format (a table on a terminal, else JSON)',
  "  --no-csv-escape\tCSV cells as they are: by default a cell starting with = + - @ tab or CR gets a leading ' so that a spreadsheet does not run it (numbers stay numbers)",
  '  --subdomain S | --base-url URL | --profile P\twhere calls go and the token (pike13 --help)',
].join('\n');

/** The options of `pike13 report`, besides the output formats. */
const REPORT_OPTIONS = {
  select: { type: 'string' },
  where: { type: 'string' },
  group: { type: 'string' },
  order: { type: 'string' },
  resume: { type: 'string' },
  progress: { type: 'boolean', default: false },
  fields: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  ...TARGET_OPTIONS,
} as const;

/** The formats an interrupted export can be continued in: rows appended to the same file. */
const APPENDABLE: readonly Format[] = ['csv', 'ndjson'];

/** What `pike13 report` was asked. */
interface ReportArgs {
  name: string;
  definition: ReportDefinition;
  select: string[];
  /** `--where`, read and checked against the report's fields. */
  where: Filter | undefined;
  group: string | undefined;
  order: { field: string; direction: 'asc' | 'desc' } | undefined;
  resume: string | undefined;
  progress: boolean;
  fields: boolean;
  format: Format;
  /** `false` with `--no-csv-escape`: CSV cells as they are, formulas included. */
  csvEscape: boolean;
  target: Target;
}

/** `--help` (or no report named): the usage, and the fields of the report named, if any. */
interface HelpAsked {
  helpOf: ReportDefinition | undefined;
}

/** `pike13 report <resource> …`: the rows to stdout, the progress to stderr. */
export async function runReport(args: string[]): Promise<void> {
  const { stdout, stderr } = cliIo();
  const parsed = readArgs(args, stdout.isTTY === true);
  if ('helpOf' in parsed) {
    writeHelp(parsed.helpOf ? `${REPORT_USAGE}\n\n${fieldsText(parsed.helpOf)}` : REPORT_USAGE);
    return;
  }
  if (parsed.fields) {
    writeHelp(fieldsText(parsed.definition));
    return;
  }
  const client = await clientFromEnv(parsed.target);
  const query = buildQuery(reportQueries(client.reports)[parsed.name] as AnyQuery, parsed);
  const showProgress = parsed.progress || stderr.isTTY === true;
  await exportRows(query, parsed, showProgress ? new Progress((text) => stderr.write(text)) : undefined);
}

function readArgs(args: string[], isTTY: boolean): ReportArgs | HelpAsked {
  const { format, columns, csvEscape = true, rest } = takeFormat(args, isTTY);
  if (columns !== undefined) throw new UsageError("--columns: a report's columns are those of --select");
  const { values, positionals } = parseArgs({
    args: rest,
    options: REPORT_OPTIONS,
    allowPositionals: true,
    strict: true,
  });
  const [name, ...extra] = positionals;
  const definition = name === undefined ? undefined : REPORTS.get(name);
  if (values.help || name === undefined) return { helpOf: definition };
  if (extra.length) throw new UsageError(`unexpected argument ${extra[0]}`);
  if (!definition) {
    const names = [...REPORTS.keys()];
    throw new UsageError(`unknown report ${name}${didYouMean(name, names)} (reports: ${names.join(', ')})`);
  }
  const select = (values.select ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (!values.fields && select.length === 0) throw new UsageError('--select needs at least one field');
  if (values.resume !== undefined && values.group !== undefined) {
    throw new UsageError('--resume: a grouped report is one page; nothing to resume');
  }
  if (values.resume !== undefined && !APPENDABLE.includes(format)) {
    throw new UsageError('--resume appends rows to an earlier export: use --csv or --ndjson');
  }
  const order = values.order === undefined ? undefined : orderOf(values.order);
  checkNames(definition, { select, group: values.group, order: order?.field });
  return {
    name,
    definition,
    select,
    where: values.where === undefined ? undefined : parseWhere(values.where, definition),
    group: values.group,
    order,
    resume: values.resume,
    progress: values.progress,
    fields: values.fields,
    format,
    csvEscape,
    target: targetOf(values),
  };
}

function orderOf(text: string): { field: string; direction: 'asc' | 'desc' } {
  const [field, direction = 'asc', ...extra] = text.split(':');
  if (!field || extra.length || (direction !== 'asc' && direction !== 'desc')) {
    throw new UsageError(`--order ${text}: expected field or field:asc or field:desc`);
  }
  return { field, direction };
}

function buildQuery(base: AnyQuery, args: ReportArgs): AnyQuery {
  let query = base;
  if (args.where !== undefined) query = query.where(args.where as never);
  if (args.group !== undefined) query = query.groupBy(args.group as never) as unknown as AnyQuery;
  query = query.select(...(args.select as never[])) as unknown as AnyQuery;
  if (args.order) query = query.orderBy(args.order.field as never, args.order.direction) as AnyQuery;
  return query.withTotalCount();
}

/**
 * Refuses a field or grouping the report does not have, with the one probably meant; a name of the other
 * kind (a summary field without `--group`) is left to the builder, whose error says which kind it is.
 */
function checkNames(
  definition: ReportDefinition,
  { select, group, order }: { select: string[]; group: string | undefined; order: string | undefined },
): void {
  if (!definition.typed) return;
  const { resource, detail, summary, groupings, derived } = definition;
  const fieldsHelp = `(pike13 report ${resource} --fields lists them)`;
  const groups = [...groupings, ...Object.keys(derived)];
  if (group !== undefined && !groups.includes(group)) {
    const meant = didYouMean(group, groups);
    throw new UsageError(`--group: the ${resource} report has no grouping ${group}${meant} ${fieldsHelp}`);
  }
  const [own, other] = group === undefined ? [detail, summary] : [summary, detail];
  const named = [...select.map((name) => ['--select', name]), ...(order ? [['--order', order]] : [])];
  for (const [flag, name] of named as [string, string][]) {
    if (Object.hasOwn(own, name) || Object.hasOwn(other, name) || /^custom_field_\d+$/.test(name)) continue;
    const meant = didYouMean(name, Object.keys(own));
    throw new UsageError(`${flag}: ${name} is not a field of the ${resource} report${meant} ${fieldsHelp}`);
  }
}

/** Streams the rows page by page; on a failure or Ctrl-C, says how to resume after the last page written. */
async function exportRows(query: AnyQuery, args: ReportArgs, progress: Progress | undefined): Promise<void> {
  const { stdout, stderr } = cliIo();
  let lastKey = args.resume;
  let columns: string[] | undefined;
  const interrupted = () => {
    progress?.finish();
    stderr.write(resumeHint(lastKey));
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  async function* rows() {
    for await (const page of query.pages({ startingAfter: args.resume })) {
      columns = page.fields.map((field) => field.name);
      yield* page.rows;
      // A table prints at the end and JSON is one array: only CSV and JSON lines can be continued.
      if (APPENDABLE.includes(args.format)) lastKey = page.lastKey ?? lastKey;
      progress?.page(page.rows.length, page.totalCount);
    }
  }
  // A table prints once every row is in: the progress line ends first, or the header would follow it.
  const write = (text: string) => {
    if (args.format === 'table') progress?.finish();
    stdout.write(text);
  };
  try {
    const header = args.resume === undefined;
    const options = { header, emptyColumns: () => columns, csvEscape: args.csvEscape, ...terminalWidth() };
    await writeMany(rows(), args.format, write, options);
    progress?.finish();
  } catch (error) {
    progress?.finish();
    if (lastKey !== undefined) stderr.write(resumeHint(lastKey));
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
  }
}

function resumeHint(lastKey: string | undefined): string {
  return lastKey === undefined ? '' : `pike13: to continue after the rows written, add --resume ${lastKey}\n`;
}

/** The lines of a list of fields: name and type, an inferred type said so. */
function fieldLines(specs: Readonly<Record<string, FieldSpec>>): string[] {
  return Object.entries(specs).map(([name, spec]) => `  ${name}\t${describeSpec(spec)}`);
}

/** A report's fields, their types and its groupings: what `--fields` and `<resource> --help` print. */
function fieldsText(definition: ReportDefinition): string {
  const groupings = [...definition.groupings, ...Object.keys(definition.derived)].join(', ');
  return [
    `Detail fields of ${definition.resource}:`,
    ...fieldLines(definition.detail),
    '',
    'Summary fields (with --group):',
    ...fieldLines(definition.summary),
    '',
    `Groupings: ${groupings}`,
  ].join('\n');
}

/** The words that complete after `pike13 report <resource>`: its flags and the report's field names. */
export function reportWords(definition: ReportDefinition): string[] {
  const flags = Object.keys(REPORT_OPTIONS).map((name) => `--${name}`);
  return [
    ...flags,
    ...Object.keys(FORMAT_FLAGS),
    RAW_CSV_FLAG,
    ...Object.keys(definition.detail),
    ...Object.keys(definition.summary),
    ...definition.groupings,
    ...Object.keys(definition.derived),
  ];
}
