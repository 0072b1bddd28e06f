/**
 * `; did you mean X?` for a mistyped word, when one of `known` is close to it (one edit in four letters,
 * a swap of two neighbours counting as one: `lsit` → `list`, `peopel` → `people`, `--pgae` → `--page`);
 * empty when none is.
 */
export function didYouMean(word: string, known: Iterable<string>): string {
  const closest = closestOf(word, known);
  return closest === undefined ? '' : `; did you mean ${closest}?`;
}

/** The word of `known` fewest edits away from `word`, if close enough to be what was meant. */
export function closestOf(word: string, known: Iterable<string>): string | undefined {
  const allowed = Math.max(1, Math.floor(word.length / 4));
  let best: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && (best === undefined || distance < best.distance)) {
      best = { word: candidate, distance };
    }
  }
  return best?.word;
}

/** Insertions, deletions, substitutions and swaps of neighbours between two words (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
