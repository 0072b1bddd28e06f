/**
 * The prose of a Markdown file, as sentences of words: what the README's shape test measures
 * (readme-shape.test.ts). A simple, stated splitter, not a linguist:
 * - Prose is what is left once these are dropped: YAML front matter, fenced code blocks, HTML comments,
 *   table rows (lines starting with `|`) and headings (lines starting with `#`).
 * - A paragraph (lines between blank lines) is split into list items (lines starting with `-`, `*` or
 *   `1.`), and each into sentences after `.`, `!` or `?` followed by a space or its end. A colon or a
 *   semicolon does not end a sentence.
 * - A link counts as its text, an image as nothing, inline code as the words it holds (`pike13 sandbox` is
 *   two words).
 * - A word is a run of characters without spaces holding a letter or a digit (`—` and `→` are not words).
 */

/** The sentences of the prose of `markdown`, each as its words. */
export function sentences(markdown: string): string[][] {
  return paragraphs(markdown)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .map(words)
    .filter((sentence) => sentence.length > 0);
}

/** The median of the sentences' lengths in words (0 when there is no sentence). */
export function medianSentenceLength(markdown: string): number {
  const lengths = sentences(markdown)
    .map((sentence) => sentence.length)
    .sort((a, b) => a - b);
  if (lengths.length === 0) return 0;
  const middle = Math.floor(lengths.length / 2);
  return lengths.length % 2
    ? (lengths[middle] as number)
    : ((lengths[middle - 1] as number) + (lengths[middle] as number)) / 2;
}

/** The paragraphs and list items of the prose, each on one line, links and images replaced. */
function paragraphs(markdown: string): string[] {
  const prose = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .filter((line) => !/^\s*(\||#)/.test(line));
  const items: string[][] = [];
  let current: string[] | undefined;
  for (const line of prose) {
    if (line.trim() === '') current = undefined;
    else if (/^\s*([-*]|\d+\.)\s/.test(line) || current === undefined) {
      current = [line];
      items.push(current);
    } else current.push(line);
  }
  return items.map((lines) =>
    lines
      .join(' ')
      .replace(/^\s*([-*]|\d+\.)\s+/, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim(),
  );
}

function words(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}
