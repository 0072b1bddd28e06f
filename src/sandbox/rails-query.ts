import type { Fields } from './body.ts';

/** The query as Rails merges it into params: `name[]` elements as the array `name`, other names as text. */
export function queryFields(url: URL): Fields {
  const fields: Fields = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (name.endsWith('[]')) fields[name.slice(0, -2)] = url.searchParams.getAll(name);
    else fields[name] ??= url.searchParams.getAll(name).at(-1);
  }
  return fields;
}
