// The README (the reference's front page) and the guides (docs/guides/*.md, typedoc's `projectDocuments`) read
// in the reference as they do on GitHub: their links to files of the repository open them there, their links to
// each other open their pages, and their links to headings (`#only-the-resources-you-use-pike13client`) find
// them, whatever typedoc makes of the heading — typedoc's slugs drop a heading's inline code, GitHub's keep it.
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type {
  Application,
  CommentDisplayPart,
  DocumentReflection,
  ProjectReflection,
  Reflection,
} from 'typedoc';

/**
 * The relative links of the README and of every guide (`examples/…`, `../../CONTRIBUTING.md`) as links to
 * the file or folder on GitHub (`/blob/` for a file, `/tree/` for a folder), built from `sourceLinkTemplate`;
 * a link to a page of the site (the README, a guide) stays one. A link to nothing in the repository is a
 * warning (an error in CI).
 */
export function linkReadmeToRepository(app: Application, project: ProjectReflection): void {
  const link = (source: string) => (part: CommentDisplayPart) => repositoryLink(app, project, source, part);
  project.readme = project.readme?.map(link('README.md'));
  for (const guide of guidesOf(project)) guide.content = guide.content.map(link(guide.name));
}

function repositoryLink(
  app: Application,
  project: ProjectReflection,
  source: string,
  part: CommentDisplayPart,
): CommentDisplayPart {
  if (part.kind !== 'relative-link' || typeof part.target !== 'number') return part;
  if (typeof project.files.resolve(part.target, project) === 'object') return part;
  const template = app.options.getValue('sourceLinkTemplate');
  const root = app.options.getValue('displayBasePath') || process.cwd();
  const absolute = project.files.resolvePath(part.target) as string;
  const path = relative(root, absolute);
  if (!existsSync(absolute) || path.startsWith('..'))
    app.logger.warn(`${source} links to ${part.text}, which is not in the repository`);
  const file = template.replace('{path}', path).replace(/#L\{line\}$/, '');
  const url =
    existsSync(absolute) && statSync(absolute).isDirectory() ? file.replace('/blob/', '/tree/') : file;
  return { kind: 'text', text: part.targetAnchor ? `${url}#${part.targetAnchor}` : url };
}

/** The guides: the documents of the project (docs/guides/*.md). */
function guidesOf(project: ProjectReflection): DocumentReflection[] {
  return project.documents ?? [];
}

/** A guide's name in the site (its breadcrumb, the sidebar, the search): its `# ` title, not its path. */
export function nameGuide(guide: DocumentReflection): void {
  const text = guide.content.map((part) => part.text).join('');
  const title = /^# (.+)$/m.exec(text)?.[1]?.trim();
  if (title) guide.name = title.replace(/`/g, '');
}

/**
 * The guides in the order the README's `## Guides` section lists them (its reading order), those it does
 * not list last: the order of the site's sidebar. `readme` is the README's Markdown, `root` the folder its
 * links start from.
 */
export function orderGuides(project: ProjectReflection, readme: string, root: string): void {
  const documents = project.documents;
  if (!documents) return;
  const list = guidesSection(readme);
  const position = (guide: Reflection) => {
    const path = project.files.getReflectionPath(guide);
    const at = path ? list.indexOf(`](${relative(root, path)})`) : -1;
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  documents.sort((a, b) => position(a) - position(b));
  // The same documents in the same slots among the project's children, in the new order.
  let next = 0;
  project.childrenIncludingDocuments = project.childrenIncludingDocuments?.map((child) =>
    child.isDocument() ? (documents[next++] as DocumentReflection) : child,
  );
}

/** The README's `## Guides` section, up to the next `## ` heading. */
export function guidesSection(readme: string): string {
  const start = readme.indexOf('\n## Guides\n');
  if (start === -1) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
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

/** The ids GitHub gives the headings of a Markdown text (those in code blocks left out), in order. */
export function githubHeadingIds(markdown: string): string[] {
  const seen = new Map<string, number>();
  return [...markdown.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((heading) =>
    githubSlug((heading[1] as string).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, ''), seen),
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
