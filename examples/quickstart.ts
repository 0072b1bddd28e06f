// Quick start: list clients page by page, read one, and handle errors.
// Runs offline: a small stand-in of the service listens on loopback (in real use, pass `subdomain`).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NotFoundError, Pike13 } from '../src/index.ts';

const people = Array.from({ length: 60 }, (_, i) => ({
  id: i + 1,
  name: `Client ${i + 1}`,
  is_member: i % 2 === 0,
}));

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  res.setHeader('content-type', 'application/json');
  const match = url.pathname.match(/^\/api\/v2\/desk\/people\/(\d+)$/);
  if (match) {
    const person = people.find((p) => p.id === Number(match[1]));
    res.statusCode = person ? 200 : 404;
    res.end(JSON.stringify(person ? { people: [person] } : { error: 'Not found' }));
    return;
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const next = page * 25 < people.length ? `/api/v2/desk/people?page=${page + 1}` : undefined;
  res.end(
    JSON.stringify({ people: people.slice((page - 1) * 25, page * 25), total_count: people.length, next }),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const pike13 = new Pike13({
  baseUrl: `http://127.0.0.1:${port}`,
  accessToken: 'example-token',
  locale: 'en',
});

const first = await pike13.desk.people.list();
console.log(`first page: ${first.items.length} of ${first.totalCount} clients`);

let members = 0;
for await (const person of pike13.desk.people.list()) if (person.is_member) members += 1;
console.log(`members across every page: ${members}`);

const jane = await pike13.desk.people.get(7);
console.log(`client 7: ${jane.name}`);

try {
  await pike13.desk.people.get(999);
} catch (error) {
  if (NotFoundError.is(error)) console.log(`client 999: ${error.status} ${error.message}`);
  else throw error;
}

server.close();
