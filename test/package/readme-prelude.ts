/**
 * The prelude of a README block run against the sandbox (readme-run.test.ts), imported first by the
 * module that holds the block verbatim. It starts a sandbox of the built package in the block's process,
 * points the client options a block reads from the environment at it (`PIKE13_TOKEN`: the owner's
 * account-wide token, which works on desk, account and webhook endpoints), routes `https://pike13.com`
 * and `https://<subdomain>.pike13.com` to it (a block written for the live service runs unchanged), answers
 * any other non-loopback address as a receiver on the internet would (200, nothing leaves the machine),
 * and binds the names of README_NAMES the block uses to values of the sandbox.
 * A block imports it as `./readme-prelude.ts?line-<n>`: a module of its own, a sandbox of its own, when
 * blocks run one after the other in a runner (readme-runner.ts).
 * Copied beside the run blocks, where `pike13` resolves to the built package.
 */
import type { ReadmeName } from './readme.ts';

type Sdk = typeof import('../../src/index.ts');
type SandboxEntry = typeof import('../../src/sandbox/index.ts');
type WebhooksEntry = typeof import('../../src/webhooks/index.ts');

/** Loads an entry of the built package (a variable specifier: the compiler types it from the sources). */
const load = <T>(specifier: string): Promise<T> => import(specifier) as Promise<T>;
const { Pike13 } = await load<Sdk>('pike13');
const { createSandbox } = await load<SandboxEntry>('pike13/sandbox');
const webhooks = await load<WebhooksEntry>('pike13/webhooks');

/** The OAuth callback of the README's server-side sign-in, registered like the app's own. */
const CALLBACK = 'https://app.example.com/oauth/callback';

const realFetch = globalThis.fetch;
const sandbox = await createSandbox({
  redirectUris: [CALLBACK],
  webhookDelivery: { fetch: answerAsTheInternet },
});
const origin = new URL(sandbox.url).origin;

/** What an address outside the machine answers here: 200, so that nothing leaves it. */
async function answerAsTheInternet(): Promise<Response> {
  return new Response(null, { status: 200 });
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function isService(url: URL): boolean {
  return url.protocol === 'https:' && (url.hostname === 'pike13.com' || url.hostname.endsWith('.pike13.com'));
}

/** `fetch` as the block sees it: the service's hosts answered by the sandbox, loopback as is, the rest stood in for. */
function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (isService(url)) return realFetch(new Request(`${origin}${url.pathname}${url.search}`, request));
  if (isLoopback(url)) return realFetch(request);
  return answerAsTheInternet();
}

const secrets = [webhooks.createWebhookSecret(), webhooks.createWebhookSecret()];
/** The environment a block reads, and what it was before the prelude set it (restored by `close`). */
const ENVIRONMENT = {
  PIKE13_TOKEN: sandbox.tokens.account,
  PIKE13_CLIENT_ID: sandbox.clientId,
  PIKE13_CLIENT_SECRET: sandbox.clientSecret,
  PIKE13_WEBHOOK_SECRET: secrets[0] as string,
};
const environmentBefore = Object.keys(ENVIRONMENT).map((name) => [name, process.env[name]] as const);
globalThis.fetch = routedFetch as typeof fetch;
Object.assign(process.env, ENVIRONMENT);

/**
 * The README's `pike13`: as the README says, `front` calls act as a client (the client of the sandbox's
 * client token, `personId`) and the others as staff (the owner's account-wide token: desk, account and
 * webhook endpoints). One client whose `fetch` puts the client's token on front calls.
 */
const client = new Pike13({
  baseUrl: sandbox.url,
  accessToken: sandbox.tokens.account,
  fetch: (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname.startsWith('/api/v2/front/')) {
      request.headers.set('authorization', `Bearer ${sandbox.tokens.client}`);
    }
    return realFetch(request);
  },
});
const asClient = new Pike13({ baseUrl: sandbox.url, accessToken: sandbox.tokens.client });
const tables = sandbox.state.tables;
const personId = tables.tokens.find((token) => token.token === sandbox.tokens.client)?.person_id as number;

/** A value the sandbox's seed must hold, or an error naming what it lacks. */
function seeded<T>(rows: T | undefined, what: string): T {
  if (rows === undefined) throw new Error(`the sandbox's seed has no ${what}`);
  return rows;
}

/** Where the gateway sends the browser back after it took a test card posted from a page. */
async function gatewayRedirect(): Promise<string> {
  const { url, fields } = await asClient.front.formsOfPayment.startCardVaulting(personId);
  const card = { cc_number: '4111111111111111', cc_exp: '0830', first_name: 'Jane', last_name: 'Client' };
  const form = new URLSearchParams(
    Object.entries(card).map(([name, value]) => [fields[name as keyof typeof fields] ?? name, value]),
  );
  const answer = await realFetch(url, { method: 'POST', body: form, redirect: 'manual' });
  return seeded(answer.headers.get('location') ?? undefined, 'gateway redirect');
}

/** A code the sandbox's consent page gave the README's app for its callback; `state` is echoed as sent. */
async function authorizationCode(): Promise<string> {
  const authorize = new URL('/oauth/authorize', origin);
  authorize.search = new URLSearchParams({
    client_id: sandbox.clientId,
    response_type: 'code',
    redirect_uri: CALLBACK,
  }).toString();
  const answer = await realFetch(authorize, { redirect: 'manual' });
  const location = new URL(seeded(answer.headers.get('location') ?? undefined, 'consent redirect'));
  return seeded(location.searchParams.get('code') ?? undefined, 'authorization code');
}

/** The next group class with room, starting in an hour or later, that the README's client is not in. */
async function upcomingClass() {
  const from = new Date(Date.now() + 3_600_000);
  const occurrences = await client.desk.eventOccurrences.list({
    from,
    to: new Date(from.getTime() + 7 * 86_400_000),
  });
  const taken = new Set(
    tables.visits.filter((v) => v.person_id === personId).map((v) => v.event_occurrence_id),
  );
  const open = occurrences.find((o) => (o.capacity_remaining ?? 0) > 1 && !taken.has(o.id));
  return seeded(open, 'class to come with room');
}

/** A free slot tomorrow of the sandbox's appointment service, with its staff member. */
async function freeSlot() {
  const service = seeded(
    tables.services.find((s) => s.type === 'Appointment' && s.hidden_at === null),
    'appointment service',
  );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slots = await client.front.appointments.availableSlots(service.id, { date: tomorrow });
  const slot = seeded(
    slots.find((s) => s.staff_member?.id !== undefined),
    `slot of ${service.name} on ${tomorrow}`,
  );
  return { service_id: service.id, staff_member_id: slot.staff_member?.id, start_at: slot.start_at };
}

/** A booking of another client (not the README's) in the next class with room, and its lease. */
async function booking() {
  const other = seeded(
    tables.people.find((p) => p.role === 'client' && p.email !== null && p.id !== personId),
    'other client',
  );
  const leases = [{ event_occurrence_id: (await upcomingClass()).id, person: { id: other.id } }];
  return client.desk.bookings.create({ leases });
}

/**
 * A visit notification as the service posts it to a target subscribed with the receiver's secret; its
 * `updated_at` is now, so no earlier run's deliveries make it a duplicate.
 */
function delivery(topic: 'visit.new' | 'visit.updated' = 'visit.updated'): Request {
  const visit = seeded(
    tables.visits.find((v) => v.state === 'completed'),
    'completed visit',
  );
  const visits = [
    { id: visit.id, state: visit.state, person_id: visit.person_id, updated_at: new Date().toISOString() },
  ];
  const previous = topic === 'visit.updated' ? { previous: { state: 'registered' } } : {};
  const notification = {
    topic,
    webhook_id: 321,
    business_id: sandbox.state.business.id,
    data: { visits, ...previous },
  };
  const target = `https://app.example.com/hooks?webhook_secret=${secrets[0]}`;
  return new Request(target, { method: 'POST', body: JSON.stringify(notification) });
}

/** A framework's app that keeps the routes mounted on it. */
function routes<Route>() {
  const mounted = new Map<string, Route>();
  return { mounted, post: (path: string, route: Route) => void mounted.set(path, route) };
}

const query = { code: '', state: '' };
let booked: ReturnType<typeof booking> | undefined;
/** The booking of `bookingId` and `leaseId`, made once. */
const theBooking = () => {
  booked ??= booking();
  return booked;
};

/** Each name a README block takes from its surroundings, bound to the sandbox (made when a block uses it). */
const BINDINGS: Record<ReadmeName, () => Promise<unknown>> = {
  pike13: async () => client,
  personId: async () => personId,
  planId: async () =>
    seeded(
      tables.plans.find((p) => p.person_ids.includes(personId) && p.billing),
      'membership of the client',
    ).id,
  visitId: async () =>
    seeded(
      tables.visits.find((v) => v.person_id === personId && v.state === 'registered' && v.punch_id === null),
      'visit of the client to come',
    ).id,
  occurrenceId: async () => (await upcomingClass()).id,
  slot: freeSlot,
  invoiceId: async () =>
    (
      await client.desk.invoices.create({
        payer_id: personId,
        plan_products: [{ id: 2, recipient_ids: [personId] }],
      })
    ).id,
  cardId: async () =>
    seeded(
      tables.formsOfPayment.find((form) => form.person_id === personId),
      'card of the client',
    ).id,
  bookingId: async () => (await theBooking()).id,
  leaseId: async () => seeded((await theBooking()).leases?.[0], 'lease').id,
  addressTheGatewayRedirectedTo: gatewayRedirect,
  handler: async () => webhooks.createWebhookHandler({ secret: secrets, on: {} }),
  on: async () => ({}),
  current: async () => secrets[0],
  next: async () => secrets[1],
  request: async () => delivery(),
  query: async () => query,
  redirect: async () => {
    const code = await authorizationCode();
    return (url: URL | string) => {
      const asked = new URL(url);
      if (asked.searchParams.get('redirect_uri') !== CALLBACK)
        throw new Error(`redirect to ${asked}: not the app's sign-in`);
      Object.assign(query, { code, state: asked.searchParams.get('state') ?? '' });
    };
  },
  markAttendance: async () => async () => {},
  logger: async () => ({ error: (error: unknown) => console.error(error) }),
  app: async () => routes(),
  expressApp: async () => routes(),
  Deno: async () => ({ serve: () => {} }),
  Bun: async () => ({ serve: () => {} }),
};

const bound: ReadmeName[] = [];

/**
 * Ends what the prelude started and undoes what it changed (the globals bound, `fetch`, the environment),
 * so that the block's process exits on its own and a runner's next block finds the process as it was.
 */
async function close(): Promise<void> {
  await sandbox.close();
  for (const name of bound) Reflect.deleteProperty(globalThis, name);
  if (globalThis.fetch === routedFetch) globalThis.fetch = realFetch;
  for (const [name, value] of environmentBefore) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** What the module of a block calls: the binding of the names it uses, a delivery, the end. */
export const readmeRun = {
  /** Binds each of `names` as a global of the block, before its code runs. */
  async bind(names: readonly ReadmeName[]): Promise<void> {
    for (const name of names) {
      Object.assign(globalThis, { [name]: await BINDINGS[name]() });
      bound.push(name);
    }
  },
  /** A delivery of a notification, as the service posts it, for the checks after a block. */
  delivery,
  close,
};
