// api.md: every method of the client that calls an endpoint, with its HTTP method and path, the type of its
// params and of its answer, grouped by namespace and resource — written from the endpoint registry and the
// sources (scripts/registry-methods.ts) by `npm run api-md` and `npm run build`; a test fails when it is stale.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type RegistryMethod, readRegistryMethods } from './registry-methods.ts';

/** Where api.md is written: the repository's root. */
export const API_MD = fileURLToPath(new URL('../api.md', import.meta.url));

const HEADER = `# pike13 API

<!-- Written by \`npm run api-md\` (scripts/api-md.ts) from the endpoint registry; do not edit. -->

Every method of \`new Pike13(...)\` that calls one endpoint of the service: the HTTP method and path it
calls, its params and what it answers (type names exported by \`pike13\`). An \`ApiPromise<T>\` resolves to
\`T\`; a \`PagePromise<T>\` to the first \`Page<T>\`, and \`for await\` over it reads every item. Every
method takes \`options?: RequestOptions\` last.
`;

/** The text of api.md. */
export function renderApiMd(methods: readonly RegistryMethod[]): string {
  const sections = [HEADER];
  for (const [namespace, resources] of groupBy(methods, (method) => method.entry.namespace)) {
    sections.push(`# ${capitalized(namespace)}\n`);
    for (const [owner, [first, ...rest]] of groupBy(resources, ownerOf)) {
      const group = [first as RegistryMethod, ...rest];
      sections.push(
        `## ${owner}\n\nClass [\`${first?.ownerClass}\`](${first?.file}).\n\n${group.map(lineOf).join('\n')}\n`,
      );
    }
  }
  return sections.join('\n');
}

/** `desk.people` for `desk.people.list`. */
function ownerOf(method: RegistryMethod): string {
  return method.name.slice(0, method.name.lastIndexOf('.'));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function lineOf(method: RegistryMethod): string {
  const { method: verb, path } = method.entry.endpoint;
  const call = `pike13.${method.name}(${method.params.join(', ')})`;
  return `- \`${verb} ${path}\` — \`${call}\` → \`${method.returnType}\``;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(API_MD, renderApiMd(readRegistryMethods()));
}
