// The API reference's local typedoc plugin (typedoc.json `plugin`): each endpoint method says what it calls
// (scripts/method-docs.ts, from the endpoint registry), the README and the guides read as on GitHub
// (scripts/typedoc-readme.ts), and no "Defined in" points into node_modules (TypeScript's lib, @types/node). A
// class made from endpoint declarations (`extends resource({...})`) reads as the class it stands for
// (scripts/typedoc-declared.ts).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  type Application,
  Comment,
  type CommentDisplayPart,
  CommentTag,
  Converter,
  type DeclarationReflection,
  KindRouter,
  PageEvent,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc';
import { endpointCatalog } from '../src/internal/catalog.ts';
import { Pike13 } from '../src/pike13.ts';
import { ANY_CALL_ERRORS, type MethodDoc, methodDocs } from './method-docs.ts';
import { readRegistryMethods } from './registry-methods.ts';
import { showDeclaredClasses } from './typedoc-declared.ts';
import { addGithubAnchors, linkReadmeToRepository, nameGuide, orderGuides } from './typedoc-readme.ts';

/**
 * typedoc's `kind` router, with each guide at `guides/<its file's name>.html` (`guides/getting-started.html`)
 * rather than at a name made of its title: typedoc.json's `router`.
 */
class GuidesRouter extends KindRouter {
  protected override getIdealBaseName(reflection: Reflection): string {
    const file = reflection.isDocument() ? reflection.project.files.getReflectionPath(reflection) : undefined;
    return file ? `guides/${basename(file, '.md')}` : super.getIdealBaseName(reflection);
  }
}

/** Called by typedoc when it loads the plugin. */
export function load(app: Application): void {
  app.renderer.defineRouter('pike13', GuidesRouter);
  showDeclaredClasses(app);
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
    if (reflection.kindOf(ReflectionKind.Module)) reflection.name = importPathOf(reflection.name);
  });
  app.converter.on(Converter.EVENT_CREATE_DOCUMENT, (_context, guide) => nameGuide(guide));
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const root = app.options.getValue('displayBasePath') || process.cwd();
    const readme = app.options.getValue('readme');
    orderGuides(context.project, readFileSync(readme, 'utf8'), root);
  });
  app.converter.on(
    Converter.EVENT_RESOLVE_END,
    (context) => {
      documentEndpoints(app, context.project);
      linkReadmeToRepository(app, context.project);
      dropExternalSources(context.project);
    },
    // After typedoc resolved links and sources: the parts added here carry their own targets.
    -1000,
  );
  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents) page.contents = addGithubAnchors(page.contents);
  });
}

/**
 * A module by the path a user imports (`pike13`, `pike13/oauth`): typedoc names it by its entry's folder from
 * `basePath` (the repository's root, so that source links start with `src/`).
 */
function importPathOf(name: string): string {
  return name.replace(/^src(?=\/|$)/, 'pike13');
}

/** Adds its endpoint, params, an example and the errors it throws to every endpoint method's signature. */
function documentEndpoints(app: Application, project: ProjectReflection): void {
  const methods = readRegistryMethods();
  const docs = Object.fromEntries(methods.map((m) => [m.name, { summary: m.summary, params: m.paramDocs }]));
  const catalog = endpointCatalog(new Pike13({ baseUrl: 'http://127.0.0.1:9', rateLimit: false }), docs);
  const pending = methodDocs(methods.map((method, index) => ({ method, catalog: catalog[index] as never })));
  const errors = new Map(
    project
      .getReflectionsByKind(ReflectionKind.Class)
      .map((error) => [error.name, error as DeclarationReflection]),
  );
  for (const owner of project.getReflectionsByKind(ReflectionKind.Class) as DeclarationReflection[]) {
    const className = project.getSymbolIdFromReflection(owner)?.qualifiedName ?? owner.name;
    for (const member of owner.children ?? []) {
      const doc = pending.get(`${className}.${member.name}`);
      if (!doc || !member.kindOf(ReflectionKind.Method)) continue;
      for (const signature of member.signatures ?? [])
        signature.comment = withEndpoint(signature.comment, doc, errors);
      pending.delete(`${className}.${member.name}`);
    }
  }
  for (const member of pending.keys())
    app.logger.warn(`${member}: an endpoint method with no page in the reference`);
}

function withEndpoint(
  comment: Comment | undefined,
  doc: MethodDoc,
  errors: ReadonlyMap<string, DeclarationReflection>,
): Comment {
  const documented = comment?.clone() ?? new Comment();
  const written = documented.getTags('@throws').map((tag) => writtenThrows(tag, errors));
  const throws = doc.throws.filter((name) => !written.includes(name));
  documented.blockTags = [
    new CommentTag('@endpoint', [{ kind: 'text', text: doc.endpoint }]),
    new CommentTag('@example', [{ kind: 'code', text: `\`\`\`ts\n${doc.example}\n\`\`\`` }]),
    ...documented.blockTags,
    new CommentTag('@throws', throwsParts(throws, errors)),
  ];
  return documented;
}

/**
 * The error class a written `@throws {ValidationError} …` names (kept by `preservedTypeAnnotationTags`; shown
 * apart, unlinked, by typedoc): put in front of the text, linked.
 */
function writtenThrows(tag: CommentTag, errors: ReadonlyMap<string, Reflection>): string | undefined {
  const name = tag.typeAnnotation?.replace(/^\{|\}$/g, '').trim();
  if (!name || !errors.has(name)) return undefined;
  tag.content = [linkTo(name, errors), { kind: 'text', text: ': ' }, ...tag.content];
  delete tag.typeAnnotation;
  return name;
}

/** The method's own errors, one a line with their meaning, then those of any call, linked. */
function throwsParts(
  names: readonly string[],
  errors: ReadonlyMap<string, Reflection>,
): CommentDisplayPart[] {
  const anyCall: readonly string[] = ANY_CALL_ERRORS;
  const own = names.filter((name) => !anyCall.includes(name));
  const parts: CommentDisplayPart[] = own.flatMap((name) => [
    { kind: 'text', text: '- ' },
    linkTo(name, errors),
    { kind: 'text', text: `: ${summaryOf(errors.get(name))}\n` },
  ]);
  parts.push({ kind: 'text', text: `${own.length ? '- and' : 'As'} any call: ` });
  names
    .filter((name) => anyCall.includes(name))
    .forEach((name, index) => {
      parts.push(...(index ? [{ kind: 'text', text: ', ' } as const] : []), linkTo(name, errors));
    });
  parts.push({ kind: 'text', text: '.' });
  return parts;
}

function linkTo(name: string, errors: ReadonlyMap<string, Reflection>): CommentDisplayPart {
  const target = errors.get(name);
  if (!target) throw new Error(`${name}: no such error class in the reference`);
  return { kind: 'inline-tag', tag: '@link', text: name, target };
}

function summaryOf(reflection: Reflection | undefined): string {
  const summary = reflection?.comment?.summary ?? [];
  return Comment.combineDisplayParts(summary).replace(/\s+/g, ' ').trim();
}

/** Removes "Defined in" links into node_modules (members inherited from `Error`). */
function dropExternalSources(project: ProjectReflection): void {
  for (const reflection of Object.values(project.reflections)) {
    const sources = (reflection as DeclarationReflection).sources;
    if (!sources) continue;
    const own = sources.filter((source) => !source.fullFileName.includes('/node_modules/'));
    (reflection as DeclarationReflection).sources = own.length ? own : undefined;
  }
}
