import { describe, expect, it } from 'vitest';
import { addGithubAnchors, githubHeadingIds, guidesSection } from '../../scripts/typedoc-readme.ts';

const heading = (id: string, inner: string) => `<h3 id="${id}" class="tsd-anchor-link">${inner}</h3>`;

describe("the README's headings in the reference", () => {
  it('also carry the id GitHub gives them, so that the README’s #links find them', () => {
    const html = heading(
      'only-the-resources-you-use',
      'Only the resources you use: <code>Pike13Client</code>',
    );
    expect(addGithubAnchors(html)).toBe(`<a id="only-the-resources-you-use-pike13client"></a>${html}`);
  });

  it('number repeated headings as GitHub does, and leave alone those whose ids agree', () => {
    const html = heading('errors', 'Errors') + heading('errors-1', 'Errors');
    expect(addGithubAnchors(html)).toBe(html);
    const coded = heading('x', '<code>a</code> &amp; b') + heading('x-1', '<code>a</code> &amp; b');
    expect(addGithubAnchors(coded)).toBe(
      `<a id="a--b"></a>${heading('x', '<code>a</code> &amp; b')}<a id="a--b-1"></a>${heading('x-1', '<code>a</code> &amp; b')}`,
    );
  });
});

describe('the guides in the reference', () => {
  it('follow the order of the README’s Guides section', () => {
    const readme = [
      '# x',
      '## Guides',
      '1. [B](docs/guides/b.md)',
      '2. [A](docs/guides/a.md)',
      '## Next',
      '[C](docs/guides/c.md)',
    ];
    expect(guidesSection(readme.join('\n'))).toBe(
      '\n## Guides\n1. [B](docs/guides/b.md)\n2. [A](docs/guides/a.md)',
    );
    expect(guidesSection('# no guides')).toBe('');
  });

  it('link headings by the ids GitHub gives them, code blocks left out', () => {
    const markdown = [
      '# Receive: `createWebhookHandler`',
      '```sh',
      '# a comment',
      '```',
      '## Errors',
      '## Errors',
      '### [A link](x.md)',
    ];
    expect(githubHeadingIds(markdown.join('\n'))).toEqual([
      'receive-createwebhookhandler',
      'errors',
      'errors-1',
      'a-link',
    ]);
  });
});
