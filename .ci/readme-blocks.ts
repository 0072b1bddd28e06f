// The fenced blocks of README.md with their markers (`<!-- run: install -->` on the line above the fence), so
// CI runs what the README says rather than a copy of it. As a command, `node .ci/readme-blocks.ts <marker>
// <dir>` writes each block carrying `run: <marker>` to `<dir>/<name>` and prints the names.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A fenced code block, where it sits in the README and the marker a reader and CI go by. */
export interface ReadmeBlock {
  /** `run: install`, `run: sandbox`, `not run: <reason>`; undefined without a marker. */
  marker: string | undefined;
  /** The fence's language: `sh`, `ts`… */
  language: string;
  /** The `## ` heading the block is under. */
  section: string;
  /** The nearest heading of any level above the block. */
  heading: string;
  /** Its line in the README (the fence's), from 1. */
  line: number;
  code: string;
  /** `<heading as a slug>-<its n-th block with this marker under that heading>.<language>`. */
  name: string;
}

const MARKER = /^<!-- ((?:not )?run: .+?) -->$/;
const HEADING = /^(#{1,6}) (.+)$/;

/** Every fenced block of a Markdown text, in order. */
export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: ReadmeBlock[] = [];
  const seen = new Map<string, number>();
  let section = '';
  let heading = '';
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] as string;
    const title = HEADING.exec(text);
    if (title) {
      heading = title[2] as string;
      if (title[1] === '##') section = heading;
      continue;
    }
    const fence = /^```(\w+)$/.exec(text);
    if (!fence) continue;
    const end = lines.indexOf('```', index + 1);
    if (end === -1) break;
    const marker = MARKER.exec(lines[index - 1] ?? '')?.[1];
    const key = `${marker}\n${heading}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const language = fence[1] as string;
    const code = `${lines.slice(index + 1, end).join('\n')}\n`;
    blocks.push({
      marker,
      language,
      section,
      heading,
      line: index + 1,
      code,
      name: `${slug(heading)}-${nth}.${language}`,
    });
    index = end;
  }
  return blocks;
}

/** A heading as a file name: lower case, words joined by `-`. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [marker, dir] = process.argv.slice(2);
  if (!marker || !dir) {
    console.error('usage: node .ci/readme-blocks.ts <marker, e.g. install> <dir>');
    process.exit(2);
  }
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  mkdirSync(dir, { recursive: true });
  for (const block of readmeBlocks(readme).filter((each) => each.marker === `run: ${marker}`)) {
    writeFileSync(join(dir, block.name), block.code);
    console.log(block.name);
  }
}
