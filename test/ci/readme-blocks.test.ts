import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeBlocks } from '../../.ci/readme-blocks.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const ciScript = readFileSync(new URL('../../.ci/readme-install', import.meta.url), 'utf8');

describe('the README blocks CI runs on a fresh clone (.ci/readme-install)', () => {
  it('marks every block of Install and of Try it without an account as run: install', () => {
    const blocks = readmeBlocks(readme).filter((block) =>
      ['Install', 'Try it without an account'].includes(block.section),
    );
    expect(blocks.map((block) => [block.section, block.language, block.marker])).toEqual([
      ['Install', 'sh', 'run: install'],
      ['Install', 'sh', 'run: install'],
      ['Install', 'sh', 'run: install'],
      ['Try it without an account', 'sh', 'run: install'],
      ['Try it without an account', 'ts', 'run: install'],
      ['Try it without an account', 'sh', 'run: install'],
    ]);
  });

  it('finds, under the names .ci/readme-install runs, exactly the run: install blocks', () => {
    const names = readmeBlocks(readme)
      .filter((block) => block.marker === 'run: install')
      .map((block) => block.name);
    expect(names).toEqual([
      'from-a-clone-1.sh',
      'as-a-dependency-from-a-git-url-1.sh',
      'from-a-packed-tarball-1.sh',
      'try-it-without-an-account-1.sh',
      'try-it-without-an-account-2.ts',
      'try-it-without-an-account-3.sh',
    ]);
    for (const name of names) expect(ciScript).toContain(name);
  });

  it('gives the README the ways that work before the first release, not npm install pike13 alone', () => {
    const install = readmeBlocks(readme).filter((block) => block.section === 'Install');
    const commands = install.map((block) => block.code).join('');
    expect(commands).toContain('git clone https://github.com/pike13/pike13-js.git\n');
    expect(commands).toContain('npm install git+https://github.com/pike13/pike13-js.git\n');
    expect(commands).toContain('npm install ../pike13-js/pike13-0.1.0.tgz\n');
    expect(commands).not.toMatch(/npm install pike13\b/);
  });
});

describe('readmeBlocks', () => {
  const markdown = [
    '## One',
    '<!-- run: install -->',
    '```sh',
    'echo one',
    '```',
    '',
    '<!-- not run: mounts on your Express app -->',
    '```ts',
    'app.use(handler);',
    '```',
    '### Two words',
    '<!-- run: install -->',
    '',
    '```sh',
    'echo unmarked',
    '```',
    '<!-- run: install -->',
    '```sh',
    'echo two',
    '```',
    '<!-- run: install -->',
    '```sh',
    'echo three',
    '```',
  ].join('\n');

  it('takes the marker from the line directly above the fence only, and names blocks by heading', () => {
    expect(readmeBlocks(markdown)).toEqual([
      {
        marker: 'run: install',
        language: 'sh',
        section: 'One',
        heading: 'One',
        line: 3,
        code: 'echo one\n',
        name: 'one-1.sh',
      },
      {
        marker: 'not run: mounts on your Express app',
        language: 'ts',
        section: 'One',
        heading: 'One',
        line: 8,
        code: 'app.use(handler);\n',
        name: 'one-1.ts',
      },
      {
        marker: undefined,
        language: 'sh',
        section: 'One',
        heading: 'Two words',
        line: 14,
        code: 'echo unmarked\n',
        name: 'two-words-1.sh',
      },
      {
        marker: 'run: install',
        language: 'sh',
        section: 'One',
        heading: 'Two words',
        line: 18,
        code: 'echo two\n',
        name: 'two-words-1.sh',
      },
      {
        marker: 'run: install',
        language: 'sh',
        section: 'One',
        heading: 'Two words',
        line: 22,
        code: 'echo three\n',
        name: 'two-words-2.sh',
      },
    ]);
  });
});
