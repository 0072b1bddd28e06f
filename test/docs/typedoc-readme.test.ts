import { describe, expect, it } from 'vitest';
import { addGithubAnchors } from '../../scripts/typedoc-readme.ts';

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
