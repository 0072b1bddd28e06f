import { readdirSync, readFileSync } from 'node:fs';

/** The repository's root, where the documented files are. */
const ROOT = new URL('../..', import.meta.url);

/**
 * The Markdown files whose code blocks `npm test` runs or type-checks, by their path in the repository: the
 * README and every guide of the reference site (docs/guides/*.md).
 */
export const DOCUMENTS: readonly string[] = [
  'README.md',
  ...readdirSync(new URL('docs/guides/', ROOT))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/guides/${name}`),
];

/** A ```ts or ```sh block of a documented file: its file, language, text, the line it starts on and its marker. */
export interface CodeBlock {
  /** The file's path in the repository (`README.md`, `docs/guides/client.md`). */
  file: string;
  line: number;
  language: 'ts' | 'sh';
  code: string;
  /** The HTML comments on the lines directly above the fence (one is expected). */
  markers: string[];
}

const MARKER = /^<!-- .* -->$/;

/** Every ```ts and ```sh block of a Markdown text, in order, with the markers above its fence. */
export function readmeBlocks(markdown: string, file = 'README.md'): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (const match of markdown.matchAll(/^```(ts|sh)\n([\s\S]*?)^```$/gm)) {
    const fence = markdown.slice(0, match.index).split('\n').length;
    const markers: string[] = [];
    for (let above = fence - 2; above >= 0 && MARKER.test(lines[above] ?? ''); above--) {
      markers.unshift(lines[above] as string);
    }
    blocks.push({ file, line: fence + 1, language: match[1] as 'ts' | 'sh', code: match[2] ?? '', markers });
  }
  return blocks;
}

/** Every ```ts and ```sh block of every documented file (DOCUMENTS), file after file. */
export function documentedBlocks(): CodeBlock[] {
  return DOCUMENTS.flatMap((file) => readmeBlocks(readFileSync(new URL(file, ROOT), 'utf8'), file));
}

/** Where a block is, for messages: `docs/guides/client.md:42`. */
export function placeOf(block: Pick<CodeBlock, 'file' | 'line'>): string {
  return `${block.file}:${block.line}`;
}

/** A block's place as a file name: `docs-guides-client.md-42`. */
export function fileNameOf(block: Pick<CodeBlock, 'file' | 'line'>): string {
  return `${block.file.replaceAll('/', '-')}-${block.line}`;
}

/**
 * The names the blocks of the README and the guides take from their surroundings, with their declarations: the client made in the
 * first block, ids of earlier answers, and the frameworks, services and Worker types a block mounts on,
 * with the signatures of their own typings. The compile test declares them (README_CONTEXT); the run test's
 * prelude (readme-prelude.ts) binds each of them to a value of the sandbox, keyed by the same names.
 * Nothing the package exports is here: a block imports what it uses of `pike13`.
 */
export const README_NAMES = {
  pike13: "const pike13: import('pike13').Pike13",
  personId: 'const personId: number',
  planId: 'const planId: number',
  visitId: 'const visitId: number',
  occurrenceId: 'const occurrenceId: number',
  slot: 'const slot: { service_id: number; staff_member_id: number; start_at: string }',
  invoiceId: 'const invoiceId: number',
  cardId: 'const cardId: number',
  bookingId: 'const bookingId: number',
  leaseId: 'const leaseId: number',
  addressTheGatewayRedirectedTo: 'const addressTheGatewayRedirectedTo: string',
  handler: "const handler: import('pike13/webhooks').WebhookHandler",
  on: "const on: import('pike13/webhooks').TopicHandlers",
  current: 'const current: string',
  next: 'const next: string',
  request: 'const request: Request',
  query: 'const query: { code: string; state: string }',
  redirect: 'function redirect(url: URL | string): void',
  markAttendance:
    'function markAttendance(personId: number | null | undefined, options: { signal: AbortSignal }): Promise<void>',
  logger: 'const logger: { error(error: unknown): void }',
  /** Hono */
  app: 'const app: { post(path: string, route: (c: { req: { raw: Request } }) => Promise<Response>): void }',
  /** Express */
  expressApp: `const expressApp: {
  post(
    path: string,
    route: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
  ): void;
}`,
  Deno: 'const Deno: { serve(handler: (request: Request) => Promise<Response>): void }',
  Bun: 'const Bun: { serve(options: { fetch(request: Request): Promise<Response> }): void }',
} as const;

/** A name a README block takes from its surroundings. */
export type ReadmeName = keyof typeof README_NAMES;

/**
 * What the README's blocks take from their surroundings, declared for the compiler (a script, so its
 * declarations are global): README_NAMES, and the types of the services a block mounts on.
 */
export const README_CONTEXT = `${Object.values(README_NAMES)
  .map((declaration) => `declare ${declaration};`)
  .join('\n')}
/** @cloudflare/workers-types */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}
declare module '@vercel/functions' {
  export function waitUntil(promise: Promise<unknown>): void;
}
`;

/** The names of README_NAMES a block uses without declaring them (comments, strings and object keys left out). */
export function namesUsed(code: string): ReadmeName[] {
  const bare = code.replace(/\/\/.*$/gm, '').replace(/'[^'\n]*'|`[^`]*`/g, "''");
  return (Object.keys(README_NAMES) as ReadmeName[]).filter((name) => {
    const used = new RegExp(`(?<![.\\w$])${name}(?![\\w$]|\\s*:(?!:))`).test(bare);
    const declared = new RegExp(
      `\\b(?:(?:const|let|var)\\s+(?:${name}\\b|[{[][^=]*\\b${name}\\b[^=]*[}\\]]\\s*=)|function\\s+${name}\\b|import\\s+(?:${name}\\b|\\{[^}]*\\b${name}\\b[^}]*\\}))`,
    ).test(bare);
    return used && !declared;
  });
}
