/** A route path (`/api/v2/desk/people/:id`) as a regular expression and the names of its `:name` segments. */
export interface PathPattern {
  pattern: RegExp;
  names: string[];
}

/** Compiles `:name` segments to captures of one segment each; everything else matches literally. */
export function compilePath(path: string): PathPattern {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}
