// Only the resources an app calls: a Pike13Client and the resource classes built on it, so that a bundler
// leaves the other 160-odd methods out (`npm run size`: 22 kB gzipped against 43 kB for the whole Pike13).
// Runs against the sandbox (an in-memory Pike13 on loopback); in real use, pass `subdomain` and a token.
import {
  Appointments,
  DeskPeople,
  FrontEventOccurrences,
  FrontServices,
  Pike13Client,
} from '../src/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const sandbox = await createSandbox();
const staff = new Pike13Client({ baseUrl: sandbox.url, accessToken: sandbox.tokens.staff });
const client = new Pike13Client({ baseUrl: sandbox.url, accessToken: sandbox.tokens.client });

const people = new DeskPeople(staff);
const first = await people.list();
console.log(`${first.totalCount} clients; the first: ${first.items[0]?.name}`);

const classes = new FrontEventOccurrences(client);
const from = new Date();
const week = await classes.list({ from, to: new Date(from.getTime() + 7 * 86_400_000) });
console.log(`${week.length} classes this week`);

const services = await new FrontServices(client).list();
const service = services.find((s) => s.type === 'Appointment');
if (!service) throw new Error('no appointment service');
const appointments = new Appointments(client, 'front');
const tomorrow = new Date(from.getTime() + 86_400_000).toISOString().slice(0, 10);
const slots = await appointments.availableSlots(service.id, { date: tomorrow });
console.log(`${slots.length} slots for ${service.name} on ${tomorrow}`);

await sandbox.close();
