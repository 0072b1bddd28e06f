import type { MessageKey } from './locale.ts';

/** An answer a route gives by throwing: status and JSON body. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** A validation message to localize: its key and parameters. */
export interface Problem {
  key: MessageKey;
  params?: Record<string, string>;
}

/** A 422 with localized messages (`{"errors": [...]}`), thrown by the rules of the routes. */
export class RecordInvalid extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super('validation failed');
    this.problems = problems;
  }
}

export function problem(key: MessageKey, field?: string, extra: Record<string, string> = {}): Problem {
  return { key, params: field === undefined ? extra : { field, ...extra } };
}

/** Throws a 422 with these problems. */
export function invalid(...problems: Problem[]): never {
  throw new RecordInvalid(problems);
}

/** A 422 whose messages are already written (eligibility descriptions). */
export function refused(messages: string[]): never {
  throw new HttpError(422, { errors: messages });
}

export function notFound(): never {
  throw new HttpError(404, { error: 'Not found' });
}

export function forbidden(): never {
  throw new HttpError(403, { error: 'You are not authorized to access this resource' });
}

export function badRequest(message: string): never {
  throw new HttpError(400, { error: message });
}

export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** `{ <key>: [item] }`: a single-object GET answers its object inside a collection. */
export function one(key: string, item: unknown, status = 200): Response {
  return json({ [key]: [item] }, status);
}

/** DELETE answers 200 with an empty body, as the reference shows (`null` response). */
export function deleted(): Response {
  return new Response(null, { status: 200 });
}

/** Reads `page` and `per_page` (default 20, at most 100; desk people 25 fixed). */
export function pageOf(query: URLSearchParams, fixedPerPage?: number): { page: number; perPage: number } {
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  if (fixedPerPage !== undefined) return { page, perPage: fixedPerPage };
  const asked = Number.parseInt(query.get('per_page') ?? '20', 10) || 20;
  return { page, perPage: Math.min(100, Math.max(1, asked)) };
}

/**
 * A page of `items` under `key`, with `total_count` and absolute `next`/`prev` when they exist; only
 * the page's items are `present`ed.
 */
export function paged<T>(
  url: URL,
  key: string,
  items: readonly T[],
  present: (item: T) => unknown = (item) => item,
  fixedPerPage?: number,
): Response {
  const { page, perPage } = pageOf(url.searchParams, fixedPerPage);
  const start = (page - 1) * perPage;
  const body: Record<string, unknown> = {
    [key]: items.slice(start, start + perPage).map(present),
    total_count: items.length,
  };
  if (start + perPage < items.length) body.next = pageUrl(url, page + 1);
  if (page > 1) body.prev = pageUrl(url, Math.min(page - 1, Math.max(1, Math.ceil(items.length / perPage))));
  return json(body);
}

function pageUrl(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  next.searchParams.delete('access_token');
  return next.toString();
}
