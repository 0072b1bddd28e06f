/** A ```ts block of the README: its text and the line it starts on. */
export interface CodeBlock {
  line: number;
  code: string;
}

/** Every ```ts block of a Markdown text, in order. */
export function typescriptBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1;
    blocks.push({ line, code: match[1] ?? '' });
  }
  return blocks;
}

/**
 * What the README's blocks take from their surroundings, declared for the compiler (a script, so its
 * declarations are global): the client made in the first block, ids of earlier answers, and the
 * frameworks, services and Worker types a block mounts on, with the signatures of their own typings.
 * Nothing the package exports is declared here: a block imports what it uses of `pike13`.
 */
export const README_CONTEXT = `
declare const pike13: import('pike13').Pike13;
declare const personId: number;
declare const planId: number;
declare const invoiceId: number;
declare const itemId: number;
declare const bookingId: number;
declare const leaseId: number;
declare const addressTheGatewayRedirectedTo: string;
declare const handler: import('pike13/webhooks').WebhookHandler;
declare const on: import('pike13/webhooks').TopicHandlers;
declare const current: string;
declare const next: string;
declare const request: Request;
declare const query: { code: string; state: string };
declare const redis: import('ioredis').Redis;
declare function redirect(url: URL | string): void;
declare function markAttendance(personId: number | null | undefined, options: { signal: AbortSignal }): Promise<void>;
declare const logger: { error(error: unknown): void };
/** Hono */
declare const app: { post(path: string, route: (c: { req: { raw: Request } }) => Promise<Response>): void };
/** Express */
declare const expressApp: {
  post(
    path: string,
    route: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
  ): void;
};
declare const Deno: { serve(handler: (request: Request) => Promise<Response>): void };
declare const Bun: { serve(options: { fetch(request: Request): Promise<Response> }): void };
/** @cloudflare/workers-types */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}
declare module '@vercel/functions' {
  export function waitUntil(promise: Promise<unknown>): void;
}
`;
