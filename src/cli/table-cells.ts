/** Fields that name a nested record in its summary, in order of preference. */
const LABEL_FIELDS = ['name', 'full_name', 'title', 'email', 'id'] as const;
/** Narrowest a column is squeezed to before columns on the right are left out. */
const NARROWEST = 6;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as a table or CSV row: a JSON:API resource (`{id, type, attributes}`, the webhooks API) has its
 * attributes lifted beside its id, so that `topic` and `target` are columns of their own.
 */
export function rowOf(record: unknown): unknown {
  if (!isRecord(record) || !isRecord(record.attributes) || !('type' in record)) return record;
  const { attributes, ...rest } = record;
  return { ...rest, ...attributes };
}

/**
 * What a cell shows of a value: text with its whitespace flattened; a nested record by its name (or title,
 * email, id), else its plain fields as `key=value`; a list as its items' summaries joined by commas.
 */
export function summaryOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(summaryOf).join(', ');
  if (isRecord(value)) return labelOf(value);
  return String(value).replace(/\s+/g, ' ');
}

function labelOf(record: Record<string, unknown>): string {
  const field = LABEL_FIELDS.find((name) => isPlain(record[name]));
  if (field !== undefined) return summaryOf(record[field]);
  return Object.entries(record)
    .filter(([, value]) => isPlain(value))
    .map(([key, value]) => `${key}=${summaryOf(value)}`)
    .join(' ');
}

const isPlain = (value: unknown): boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The widths of columns sharing `total` characters (two spaces between columns): the widest column is
 * narrowed first, down to six characters; when even that is too wide, columns are left out from the right
 * (width 0) and the rest fitted again; the first column always stays, cut to the whole width if need be.
 */
export function fitWidths(natural: readonly number[], total: number): number[] {
  for (let kept = natural.length; kept > 1; kept--) {
    const widths = narrowed(natural.slice(0, kept), total);
    if (widths) return [...widths, ...natural.slice(kept).map(() => 0)];
  }
  return natural.map((width, index) => (index === 0 ? Math.min(width, Math.max(1, total)) : 0));
}

/** `natural` narrowed, widest first, until they fit in `total`; `undefined` when six characters each do not. */
function narrowed(natural: readonly number[], total: number): number[] | undefined {
  const widths = [...natural];
  const room = total - 2 * (widths.length - 1);
  while (widths.reduce((sum, width) => sum + width, 0) > room) {
    const widest = widths.indexOf(Math.max(...widths));
    if ((widths[widest] as number) <= NARROWEST) return undefined;
    widths[widest] = (widths[widest] as number) - 1;
  }
  return widths;
}

/** `text` in at most `width` characters (code points): cut with `…` when longer. */
export function cut(text: string, width: number): string {
  const characters = [...text];
  return characters.length > width ? `${characters.slice(0, Math.max(0, width - 1)).join('')}…` : text;
}

/** How many characters (code points) `text` takes. */
export const widthOf = (text: string): number => [...text].length;
