import type { Fields } from './body.ts';
import { invalid, problem } from './http.ts';

/**
 * The values of a list query parameter as the service reads them: the comma form the spec documents
 * ("Parameters typed 'comma delimited string' carry several identifiers joined by commas", core-api.md,
 * Conventions 4: `location_ids=1,2`) split on its commas, and each element of the Rails array form
 * (`location_ids[]=1&location_ids[]=2`, what the Ruby gem sends) as one value, never split: Rails reads
 * `ids[]=1,2` as the one value `"1,2"`, not as two ids. A name sent in both forms keeps the values of
 * both; empty values are dropped, and a list with none is `undefined` (the parameter is absent).
 */
export function listParam(url: URL, name: string): string[] | undefined {
  const values = [...(url.searchParams.get(name)?.split(',') ?? []), ...url.searchParams.getAll(`${name}[]`)];
  const present = values.filter((value) => value !== '');
  return present.length === 0 ? undefined : present;
}

/**
 * A list field of a JSON body: a JSON array, each element one value. The spec types every list a write body
 * takes as an array (core-api.md: a pack's `person_ids` "array of integer", an invoice item's
 * `recipient_ids`, a visit's `restrictions` "array of …"); only query parameters carry the comma form, and
 * Rails hands a body's text to the controller as one text, never split. `undefined` when absent or null;
 * anything but an array answers 422 naming the field (the sandbox's own answer and wording: the spec records
 * none for a list sent as anything else).
 */
export function bodyList(fields: Fields, name: string, label: string): unknown[] | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : invalid(problem('invalid', label));
}
