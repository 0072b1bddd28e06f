// The README as the reference's front page reads as it does on GitHub: its links to files of the repository
// open them there, and its links to headings (`#only-the-resources-you-use-pike13client`) find them, whatever
// the README says — typedoc's slugs drop a heading's inline code, GitHub's keep it.
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { Application, ProjectReflection } from 'typedoc';

/**
 * The README's relative links (`examples/…`, `CONTRIBUTING.md`) as links to the file or folder on GitHub,
 * built from `sourceLinkTemplate`; a link to nothing in the repository is a warning (an error in CI).
 */
export function linkReadmeToRepository(app: Application, project: ProjectReflection): void {
  const template = app.options.getValue('sourceLinkTemplate');
  const root = app.options.getValue('displayBasePath') || process.cwd();
  project.readme = project.readme?.map((part) => {
    if (part.kind !== 'relative-link' || typeof part.target !== 'number') return part;
    const absolute = project.files.resolvePath(part.target) as string;
    const path = relative(root, absolute);
    if (!existsSync(absolute) || path.startsWith('..'))
      app.logger.warn(`README.md links to ${part.text}, which is not in the repository`);
    const file = template.replace('{path}', path).replace(/#L\{line\}$/, '');
    const url =
      existsSync(absolute) && statSync(absolute).isDirectory() ? file.replace('/blob/', '/tree/') : file;
    return { kind: 'text', text: part.targetAnchor ? `${url}#${part.targetAnchor}` : url };
  });
}

/** Adds, before each heading of a page, an anchor with the id GitHub gives it when typedoc's differs. */
export function addGithubAnchors(html: string): string {
  const seen = new Map<string, number>();
  return html.replace(
    /<h([1-6]) id="([^"]*)" class="tsd-anchor-link">(.*?)<\/h\1>/g,
    (heading, _level, id, inner) => {
      const slug = githubSlug(inner.replace(/<[^>]*>/g, ''), seen);
      return slug === id ? heading : `<a id="${slug}"></a>${heading}`;
    },
  );
}

/** GitHub's id of a heading: lowercased, punctuation dropped, spaces as `-`, `-1`, `-2` for repeats. */
function githubSlug(text: string, seen: Map<string, number>): string {
  const base = decodeEntities(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count ? `${base}-${count}` : base;
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" };
