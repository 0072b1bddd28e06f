import { type CliOutput, cliIo } from './io.ts';
import { widthOf } from './table-cells.ts';

/** Narrowest a help is laid out, however narrow the terminal: below it, a meaning gets a word a line. */
const NARROWEST = 40;
/** Widest a help is laid out, however wide the terminal: longer lines are hard to read (clap stops at 100 too). */
const WIDEST = 100;
/** The width of a help piped, or on a terminal that does not say its own. */
const PIPED = 80;
/** Spaces between a term (an option, a command) and its meaning. */
const GAP = 2;
/** Share of the width a term may take before its meaning goes on the next line. */
const TERM_SHARE = 0.4;

/** The width a help is laid out to on `output`: the terminal's, from 40 to 100 columns; 80 when piped. */
export function helpWidth(output: CliOutput = cliIo().stdout): number {
  if (output.isTTY !== true || !output.columns) return PIPED;
  return Math.min(WIDEST, Math.max(NARROWEST, output.columns));
}

/** Writes a help text to `output` (stdout by default), laid out to its width. */
export function writeHelp(text: string, output: CliOutput = cliIo().stdout): void {
  output.write(`${layoutHelp(text, helpWidth(output))}\n`);
}

/**
 * A help text fitted to `width` columns. A line `term\tmeaning` is a row of a list: the rows next to each
 * other share one column of meanings, as wide as their longest term allows; a term longer than 40% of the
 * width has a line of its own and its meaning the next, in that column; a meaning wraps within it. Any other line
 * wraps at spaces, its continuation lines indented as it is. A word longer than the width (a URL) is kept
 * whole.
 */
export function layoutHelp(text: string, width: number): string {
  const lines = text.split('\n');
  const laid: string[] = [];
  for (let index = 0; index < lines.length; ) {
    const rows: string[] = [];
    while (lines[index]?.includes('\t')) rows.push(lines[index++] as string);
    if (rows.length) laid.push(...layoutRows(rows, width));
    else laid.push(...wrap(lines[index++] as string, width));
  }
  return laid.join('\n');
}

/** Rows of a list: terms in a column, meanings in the next, aligned and wrapped. */
function layoutRows(rows: readonly string[], width: number): string[] {
  const split = rows.map((row) => {
    const tab = row.indexOf('\t');
    return { term: row.slice(0, tab).trimEnd(), meaning: row.slice(tab + 1).trim() };
  });
  const longest = Math.floor(width * TERM_SHARE);
  const fitting = split.map(({ term }) => widthOf(term)).filter((length) => length <= longest);
  const column = (fitting.length ? Math.max(...fitting) : longest) + GAP;
  const indent = ' '.repeat(column);
  return split.flatMap(({ term, meaning }) => {
    const lines = wrapWords(meaning, width - column).map((line) => indent + line);
    if (lines.length === 0) return [term];
    if (widthOf(term) + GAP > column) return [...wrap(term, width), ...lines];
    return [
      term + ' '.repeat(column - widthOf(term)) + (lines[0] as string).slice(column),
      ...lines.slice(1),
    ];
  });
}

/** A line wrapped to `width`, its continuation lines indented as the line is. */
function wrap(line: string, width: number): string[] {
  const indent = /^ */.exec(line)?.[0] ?? '';
  const words = line.slice(indent.length);
  if (words === '') return [line.trimEnd()];
  return wrapWords(words, width - indent.length).map((text) => indent + text);
}

/**
 * Words (separated by spaces) in lines of at most `room` characters: a longer word is broken after a `|`
 * (a list of values, `a|b|c`), else has a line of its own.
 */
function wrapWords(text: string, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/ +/).filter(Boolean);
  for (const word of words.flatMap((each) => (widthOf(each) > room ? afterBars(each, room) : [each]))) {
    if (line && widthOf(line) + 1 + widthOf(word) > room) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A long `a|b|c` in pieces of at most `room` characters, each ending after a `|` (a value longer stays whole). */
function afterBars(word: string, room: number): string[] {
  const pieces: string[] = [];
  for (const part of word.split(/(?<=\|)/)) {
    const last = pieces.at(-1);
    if (last !== undefined && widthOf(last) + widthOf(part) <= room) pieces[pieces.length - 1] = last + part;
    else pieces.push(part);
  }
  return pieces;
}
