/** Plurals of the paths that dropping an `s` or `es` does not make singular. */
const IRREGULAR: Readonly<Record<string, string>> = { people: 'person', plan_terms: 'plan terms' };

/**
 * What a path param names, for help and tools that show no path: `:person_id` is "the id of the person",
 * `:id` and `:parent_id` take the thing from the segment before them (`/bookings/:id`: the booking).
 */
export function pathParamDescription(path: string, name: string, slug: boolean): string {
  const subject =
    name === 'id' || name === 'parent_id'
      ? singular(segmentBefore(path, name))
      : words(name.replace(/_id$/, ''));
  return slug ? `The ${subject}: lowercase letters, digits and underscores.` : `The id of the ${subject}.`;
}

function segmentBefore(path: string, name: string): string {
  const segments = path.split('/');
  return segments[segments.indexOf(`:${name}`) - 1] ?? name;
}

function singular(plural: string): string {
  const one =
    IRREGULAR[plural] ??
    plural
      .replace(/ies$/, 'y')
      .replace(/(ch|sh|x|ss)es$/, '$1')
      .replace(/([^s])s$/, '$1');
  return words(one);
}

function words(snake: string): string {
  return snake.replaceAll('_', ' ');
}
