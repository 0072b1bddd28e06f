import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeBlocks } from '../../.ci/readme-blocks.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const ciScript = readFileSync(new URL('../../.ci/readme-install', import.meta.url), 'utf8');

describe('the README blocks CI runs on a fresh clone (.ci/readme-install)', () => {
  const sections = ['60 seconds, no account', 'Install'];

  it('marks every block of 60 seconds, no account and of Install as run: install', () => {
    const blocks = readmeBlocks(readme).filter((block) => sections.includes(block.section));
    expect(blocks.map((block) => [block.section, block.language, block.marker])).toEqual([
      ['60 seconds, no account', 'sh', 'run: install'],
      ['60 seconds, no account', 'sh', 'run: install'],
      ['60 seconds, no account', 'ts', 'run: install'],
      ['Install', 'sh', 'run: install'],
      ['Install', 'sh', 'run: install'],
    ]);
  });

  it('finds, under the names .ci/readme-install runs, exactly the run: install blocks', () => {
    const names = readmeBlocks(readme)
      .filter((block) => block.marker === 'run: install')
      .map((block) => block.name);
    expect(names).toEqual([
      '60-seconds-no-account-1.sh',
      '60-seconds-no-account-2.sh',
      '60-seconds-no-account-3.ts',
      'install-1.sh',
      'install-2.sh',
    ]);
    for (const name of names) expect(ciScript).toContain(name);
  });

  it('names in its first line the folder each sh block runs in', () => {
    const blocks = readmeBlocks(readme).filter(
      (block) => block.marker === 'run: install' && block.language === 'sh',
    );
    expect(blocks.map((block) => block.code.split('\n')[0])).toEqual(
      blocks.map(() => expect.stringMatching(/^# in \S/)),
    );
  });

  it('gives the README the ways that work before the first release, not npm install pike13 alone', () => {
    const install = readmeBlocks(readme).filter((block) => sections.includes(block.section));
    const commands = install.map((block) => block.code).join('');
    expect(commands).toContain('git clone https://github.com/pike13/pike13-js.git\n');
    expect(commands).toContain('npm install git+https://github.com/pike13/pike13-js.git\n');
    expect(commands).toMatch(/^npm install \.\.\/pike13-js\/pike13-0\.1\.0\.tgz\n/m);
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
