// Quick start: list clients page by page, read one, handle a typed error.
// Runs against the sandbox (an in-memory Pike13 on loopback); in real use, pass `subdomain` and a real token.
import { NotFoundError, Pike13 } from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox();
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff, locale: 'en' });

const first = await pike13.desk.people.list();
console.log(`first page: ${first.items.length} of ${first.totalCount} clients`);

const ids = new Set<number>();
for await (const person of pike13.desk.people.list()) ids.add(person.id); // every page, each client once
const members = await pike13.desk.people.list({ is_member: true }).toArray();
console.log(`every page read: ${ids.size} clients, ${members.length} of them members`);
if (ids.size !== first.totalCount)
  throw new Error(`read ${ids.size} clients, the service counts ${first.totalCount}`);

const me = await pike13.desk.people.me();
console.log(`the token's staff member: ${me.name}`);

try {
  await pike13.desk.people.get(999_999);
  throw new Error('a client that does not exist was found');
} catch (error) {
  if (!NotFoundError.is(error)) throw error;
  console.log(`client 999999: ${error.status} (${error.message})`);
}

await sandbox.close();
