/**
 * The URL with the Rails array form of its query (`location_ids[]=1&location_ids[]=2`, what the Ruby gem
 * sends) read as the list it names: one comma-delimited `location_ids=1,2`, the form every route reads.
 * Rails parses both into the same list; a name sent in both forms keeps the values of both.
 */
export function foldArrayParams(url: URL): URL {
  const names = new Set([...url.searchParams.keys()].filter((name) => name.endsWith('[]')));
  if (names.size === 0) return url;
  const folded = new URL(url);
  for (const name of names) {
    const list = name.slice(0, -2);
    const values = [...url.searchParams.getAll(list), ...url.searchParams.getAll(name)];
    folded.searchParams.delete(name);
    folded.searchParams.set(list, values.filter((value) => value !== '').join(','));
  }
  return folded;
}
