import { readFileSync } from 'node:fs';

const REFERENCE = new URL('../../test/fixtures/reference/core-v2-examples/', import.meta.url);

/** A payload of `test/fixtures/reference/core-v2-examples/`: the example's `response` body. */
export function reference(name: string): Record<string, unknown> {
  const example = JSON.parse(readFileSync(new URL(`${name}.json`, REFERENCE), 'utf8')) as {
    response: Record<string, unknown>;
  };
  return example.response;
}

const template = (reference('desk_people_show_example').people as Record<string, unknown>[])[0] as Record<
  string,
  unknown
>;

/** The reference person of `desk_people_show_example`, with its id and names changed to `id`. */
export function person(id: number): Record<string, unknown> {
  return {
    ...template,
    id,
    name: `Client ${id}`,
    first_name: 'Client',
    last_name: String(id),
    email: `client${id}@example.com`,
  };
}

/** Page `page` of `GET /api/v2/desk/people` (25 a page, as the service pages it), as sent on the wire. */
export function peoplePage(origin: string, page: number, pages: number, perPage = 25): string {
  const people = Array.from({ length: perPage }, (_, i) => person((page - 1) * perPage + i + 1));
  const body: Record<string, unknown> = { people, total_count: pages * perPage };
  if (page > 1) body.prev = `${origin}/api/v2/desk/people?page=${page - 1}`;
  if (page < pages) body.next = `${origin}/api/v2/desk/people?page=${page + 1}`;
  return JSON.stringify(body);
}
