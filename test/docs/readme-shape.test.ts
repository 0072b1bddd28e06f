/**
 * The README's shape (DESIGN.md, "Documents"): at most 30 KB, a block that runs without an account in its
 * first 60 lines, short sentences (prose.ts says how they are counted), every guide listed; and the links of
 * the README and the guides: each relative one leads to a file or folder of the repository (and its
 * `#anchor` to a heading there), each to a folder on GitHub is a `/tree/` link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeBlocks } from '../../.ci/readme-blocks.ts';
import { githubHeadingIds, guidesSection } from '../../scripts/typedoc-readme.ts';
import { medianSentenceLength, sentences } from './prose.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const README = read('README.md');
const GUIDES = readdirSync(join(ROOT, 'docs', 'guides'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/guides/${name}`);
const DOCUMENTS = ['README.md', ...GUIDES];
const GITHUB = 'https://github.com/pike13/pike13-js/';

describe('the README', () => {
  it('is at most 30 KB', () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(30 * 1024);
  });

  it('runs its first block, which starts the sandbox and needs no account, within its first 60 lines', () => {
    const [first] = readmeBlocks(README).filter((block) => block.marker?.startsWith('run: '));
    expect(first?.line).toBeLessThanOrEqual(60);
    expect(first?.section).toBe('60 seconds, no account');
    expect(first?.code).toMatch(/^npm run sandbox /m);
  });

  it('has a median sentence of at most 18 words', () => {
    expect(sentences(README).length).toBeGreaterThan(50);
    expect(medianSentenceLength(README)).toBeLessThanOrEqual(18);
  });

  it('lists every guide in its Guides section, in the order of the reference site', () => {
    const listed = [...guidesSection(README).matchAll(/\]\((docs\/guides\/[^)#]+)\)/g)].map(
      (link) => link[1],
    );
    expect([...listed].sort()).toEqual([...GUIDES].sort());
  });
});

describe('prose.ts, the sentence splitter', () => {
  it('counts the words of prose, without code, tables, headings or comments', () => {
    const markdown = [
      '# A heading is not a sentence',
      '',
      'One short sentence. Then [a link](x.md) and `inline code` count!',
      'A paragraph goes on: a colon; a semicolon, 0.5 s — still one sentence?',
      '',
      '- A list item is one.',
      '- Another, without a full stop',
      '',
      '| a | table |',
      '',
      '<!-- a comment -->',
      '```ts',
      'const code = 1. + 2;',
      '```',
    ].join('\n');
    expect(sentences(markdown).map((sentence) => sentence.length)).toEqual([3, 7, 13, 5, 5]);
    expect(medianSentenceLength(markdown)).toBe(5);
  });
});

/** The links of a Markdown file's prose (code blocks and inline code left out), with their line. */
function links(markdown: string): { target: string; line: number }[] {
  const lines = markdown.replace(/^```[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, '')).split('\n');
  return lines.flatMap((text, index) =>
    [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((link) => ({
      target: link[1] as string,
      line: index + 1,
    })),
  );
}

describe('the links of the README and the guides', () => {
  it.each(DOCUMENTS)(
    '%s: each relative link leads to a file or folder of the repository, and its #anchor to a heading',
    (file) => {
      const broken: string[] = [];
      for (const { target, line } of links(read(file))) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const absolute = path === '' ? join(ROOT, file) : normalize(join(dirname(join(ROOT, file)), path));
        const where = `${file}:${line} ${target}`;
        if (relative(ROOT, absolute).startsWith('..') || !existsSync(absolute))
          broken.push(`${where}: no such file`);
        else if (anchor !== undefined && absolute.endsWith('.md')) {
          const ids = githubHeadingIds(readFileSync(absolute, 'utf8'));
          if (!ids.includes(anchor)) broken.push(`${where}: no heading #${anchor} there`);
        }
      }
      expect(broken).toEqual([]);
    },
  );

  it.each(DOCUMENTS)(
    '%s: each GitHub link to the repository names a file with /blob/, a folder with /tree/',
    (file) => {
      const wrong: string[] = [];
      for (const { target, line } of links(read(file))) {
        if (!target.startsWith(GITHUB)) continue;
        const [, kind, path = ''] = /^[^#]*?\/(blob|tree)\/main\/([^#]*)/.exec(target) ?? [];
        if (kind === undefined) continue;
        const absolute = join(ROOT, path);
        const folder = existsSync(absolute) && statSync(absolute).isDirectory();
        if (!existsSync(absolute)) wrong.push(`${file}:${line} ${target}: no such file`);
        else if (kind !== (folder ? 'tree' : 'blob'))
          wrong.push(`${file}:${line} ${target}: use /${folder ? 'tree' : 'blob'}/`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
