import { InputError } from '../core/errors.ts';
import type { CustomFieldName, DetailName, InferableType, ReportDefinition } from './types.ts';

/** Comparison operations of the service (there is no `gte`, `lte` or `in`). */
export type CompareOp =
  | 'eq'
  | 'ne'
  | 'gt'
  | 'lt'
  | 'btw'
  | 'contains'
  | 'wo'
  | 'starts'
  | 'ends'
  | 'emp'
  | 'nemp';

/** A value a filter compares with: a `Date` or ISO string for dates and times, integers for currency. */
export type FilterScalar = string | number | boolean | Date;

/** `and` / `or` of several filters. */
interface Combination {
  readonly op: 'and' | 'or';
  readonly filters: readonly FilterNode[];
}

/** One comparison of a field with its values. */
export interface Comparison {
  readonly op: CompareOp;
  readonly field: string;
  readonly values: readonly FilterScalar[];
}

/** A filter as the builder keeps it until `.where()` checks it against the report's fields. */
export type FilterNode = Combination | Comparison;

/** True for `and` / `or` nodes. */
export function isCombination(node: FilterNode): node is Combination {
  return node.op === 'and' || node.op === 'or';
}

/** One comparison a filter makes, as a type: `.where()` checks it against the field's type. */
export interface Term<O extends CompareOp = CompareOp, F extends string = string, V = unknown> {
  /** The operation. */
  op: O;
  /** The field compared. */
  field: F;
  /** The value compared with (`undefined` for `emp` / `nemp`). */
  value: V;
}

/** A filter made by `eq`, `and`, … ; `T` records its comparisons for the compile-time check. */
export interface Filter<T extends Term = Term> {
  /** The filter's tree. */
  readonly node: FilterNode;
  /** Type only: the comparisons made (never set at run time). */
  readonly terms?: T;
}

type TermsOf<F> = F extends Filter<infer T> ? T : never;

const TEXT_OPS = ['contains', 'wo', 'starts', 'ends'] as const;
type TextOp = (typeof TEXT_OPS)[number];

/** The value a filter on a field of this spec takes (logical fields cannot be filtered on). */
type FilterValueOf<S> = S extends readonly (infer E extends string)[]
  ? E | (string & {})
  : S extends 'boolean'
    ? boolean
    : S extends 'currency' | 'integer' | 'float'
      ? number
      : S extends 'date' | 'datetime'
        ? Date | string
        : S extends 'time' | 'string' | 'enum'
          ? string
          : S extends 'range'
            ? string | number
            : never;

/** The declared type of a spec, an inferred one without its `?`: it filters as that type. */
type BaseOf<S> = S extends `${infer T extends InferableType}?` ? T : S;

/** Comparisons a field of this spec allows (an inferred type: those of the type inferred). */
type TermsFor<F extends string, S> = BaseTermsFor<F, BaseOf<S>>;

type BaseTermsFor<F extends string, S> =
  | Term<'eq' | 'ne', F, FilterValueOf<S>>
  | Term<'emp' | 'nemp', F, undefined>
  | (S extends 'boolean' | 'logical' ? never : Term<'gt' | 'lt' | 'btw', F, FilterValueOf<S>>)
  | (S extends 'string' | 'enum' | readonly string[] ? Term<TextOp, F, string> : never);

/** Every comparison the detail fields of a report allow (a custom field by id: any, its type unknown). */
export type AllowedTerm<R extends ReportDefinition> = {
  [K in DetailName<R>]: K extends CustomFieldName
    ? Term<CompareOp, K, FilterScalar>
    : TermsFor<K, R['detail'][K]>;
}[DetailName<R>];

/** Ops that test text: case-insensitive, only on string and enum fields. */
export function isTextOp(op: CompareOp): op is TextOp {
  return (TEXT_OPS as readonly string[]).includes(op);
}

function compare<O extends CompareOp, F extends string, V>(
  op: O,
  field: F,
  values: FilterScalar[],
): Filter<Term<O, F, V>> {
  return { node: { op, field, values } };
}

function combine<O extends 'and' | 'or', T extends readonly Filter[]>(
  op: O,
  filters: T,
): Filter<TermsOf<T[number]>> {
  return { node: { op, filters: filters.map((filter) => filter.node) } };
}

/** All the filters must hold. */
export const and = <T extends readonly Filter[]>(...filters: T) => combine('and', filters);

/** Any of the filters may hold. */
export const or = <T extends readonly Filter[]>(...filters: T) => combine('or', filters);

/** Equal (strings compared case-insensitively). */
export const eq = <const F extends string, const V extends FilterScalar>(field: F, value: V) =>
  compare<'eq', F, V>('eq', field, [value]);

/** Not equal (strings compared case-insensitively). */
export const ne = <const F extends string, const V extends FilterScalar>(field: F, value: V) =>
  compare<'ne', F, V>('ne', field, [value]);

/** Greater than. */
export const gt = <const F extends string, const V extends FilterScalar>(field: F, value: V) =>
  compare<'gt', F, V>('gt', field, [value]);

/** Less than. */
export const lt = <const F extends string, const V extends FilterScalar>(field: F, value: V) =>
  compare<'lt', F, V>('lt', field, [value]);

/** Between `low` and `high`, both included. */
export const btw = <const F extends string, const L extends FilterScalar, const H extends FilterScalar>(
  field: F,
  low: L,
  high: H,
) => compare<'btw', F, L | H>('btw', field, [low, high]);

/** Contains the text (case-insensitive). */
export const contains = <const F extends string>(field: F, text: string) =>
  compare<'contains', F, string>('contains', field, [text]);

/** Does not contain the text (case-insensitive). */
export const wo = <const F extends string>(field: F, text: string) =>
  compare<'wo', F, string>('wo', field, [text]);

/** Starts with the text (case-insensitive). */
export const starts = <const F extends string>(field: F, text: string) =>
  compare<'starts', F, string>('starts', field, [text]);

/** Ends with the text (case-insensitive). */
export const ends = <const F extends string>(field: F, text: string) =>
  compare<'ends', F, string>('ends', field, [text]);

/** NULL or the empty string. */
export const emp = <const F extends string>(field: F) => compare<'emp', F, undefined>('emp', field, []);

/** Neither NULL nor the empty string. */
export const nemp = <const F extends string>(field: F) => compare<'nemp', F, undefined>('nemp', field, []);

/** Alternatives one `oneOf` may send: live exporters keep to 100 per query and split longer lists. */
export const MAX_ALTERNATIVES = 100;

/**
 * The field equals one of `values`: an `or` of `eq` (the service has no `in`; one value sends `eq`).
 * An empty list is refused (it would match nothing, or everything if dropped), and so is a list of more
 * than 100: split it over several queries.
 */
export function oneOf<const F extends string, const V extends FilterScalar>(
  field: F,
  values: readonly V[],
): Filter<Term<'eq', F, V>> {
  if (!Array.isArray(values) || values.length === 0) {
    throw new InputError(`oneOf(${JSON.stringify(field)}): values must be a non-empty array`, field);
  }
  if (values.length > MAX_ALTERNATIVES) {
    throw new InputError(
      `oneOf(${JSON.stringify(field)}): ${values.length} values, at most ${MAX_ALTERNATIVES} a query: split them over several queries`,
      field,
    );
  }
  const [first, ...rest] = values.map((value) => eq(field, value));
  return rest.length === 0 && first ? first : combine('or', [first, ...rest] as Filter<Term<'eq', F, V>>[]);
}
