import type { Fields } from './body.ts';

/**
 * The values of a list query parameter as the service reads them: the comma form the spec documents
 * (`location_ids=1,2`) split on its commas, and each element of the Rails array form
 * (`location_ids[]=1&location_ids[]=2`, what the Ruby gem sends) as one value, never split: Rails reads
 * `ids[]=1,2` as the one value `"1,2"`, not as two ids. A name sent in both forms keeps the values of
 * both; empty values are dropped, and a list with none is `undefined` (the parameter is absent).
 */
export function listParam(url: URL, name: string): string[] | undefined {
  const values = [...(url.searchParams.get(name)?.split(',') ?? []), ...url.searchParams.getAll(`${name}[]`)];
  const present = values.filter((value) => value !== '');
  return present.length === 0 ? undefined : present;
}

/** The query as Rails merges it into params: `name[]` elements as the array `name`, other names as text. */
export function queryFields(url: URL): Fields {
  const fields: Fields = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (name.endsWith('[]')) fields[name.slice(0, -2)] = url.searchParams.getAll(name);
    else fields[name] ??= url.searchParams.getAll(name).at(-1);
  }
  return fields;
}
