import { LISTED_TYPES as LISTS } from '../catalog.ts';
import type { DetailFields } from '../types.ts';

type NamesIn<P, T extends string> = P extends { readonly [K in T]: readonly (infer N)[] } ? N : never;
type EnumsIn<P> = P extends { readonly enum: infer E } ? E : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The detail fields of parts joined: each list holds the names of every part, the enums of all. */
export type Joined<P extends readonly DetailFields[]> = {
  readonly [T in (typeof LISTS)[number] | 'logical']: readonly NamesIn<P[number], T>[];
} & { readonly enum: UnionToIntersection<EnumsIn<P[number]> | Record<never, never>> };

/**
 * The detail fields of a resource made of parts that other resources share (an invoice item: the
 * business, its invoice's fields and its own). A name listed by two parts throws: each has one type.
 */
export function joinDetails<const P extends readonly DetailFields[]>(...parts: P): Joined<P> {
  const joined: Record<string, unknown> = {};
  for (const list of LISTS) {
    const names = parts.flatMap((part) => part[list] ?? []);
    if (names.length > 0) joined[list] = names;
  }
  joined.enum = Object.assign({}, ...parts.map((part) => part.enum ?? {}));
  joined.logical = parts.flatMap((part) => part.logical ?? []);
  const all = [
    ...LISTS.flatMap((list) => (joined[list] as string[]) ?? []),
    ...Object.keys(joined.enum as object),
  ];
  const twice = all.find((name, index) => all.indexOf(name) !== index);
  if (twice !== undefined) throw new Error(`report catalog: ${twice} is listed twice`);
  return joined as Joined<P>;
}

/** The fields every report resource has: its business (a franchise's businesses in one report) and the row key. */
export const BUSINESS_DETAIL = {
  integer: ['business_id', 'franchise_id'],
  string: ['business_name', 'business_subdomain', 'currency_code', 'key'],
} as const;
