import { describe, expect, it } from 'vitest';
import { endpointCatalog } from '../../../src/internal/catalog.ts';
import { Pike13 } from '../../../src/pike13.ts';
import { reportQueries } from '../../../src/reports/by-name.ts';
import { routeFor, routesOf } from '../../../src/sandbox/engine.ts';
import type { Sandbox } from '../../../src/sandbox/index.ts';
import type { Tables } from '../../../src/sandbox/state.ts';
import { NOW, sandboxFor, sdk } from '../support.ts';

/**
 * Endpoints of the SDK's table that the sandbox does not serve, with the reason. Empty today: every
 * endpoint reaches a route; an endpoint added without one fails below until it is served or listed here.
 */
const NOT_SERVED: Readonly<Record<string, string>> = {};

/** Routes that serve what the SDK's endpoint table does not hold, with the reason. */
const BEYOND_THE_TABLE: Readonly<Record<string, string>> = {
  'oauth.authorize': 'the OAuth flow of pike13/oauth, which builds the address for a browser',
  'oauth.token': 'the OAuth token exchange of pike13/oauth, sent by its own transport',
  'reports.queries': 'the Reporting API: its resources are their own table, checked below',
  'front.formsOfPayment.create': 'card vaulting step 1, sent by vaultCard, which chains three calls',
  'desk.formsOfPayment.create': 'card vaulting step 1, sent by vaultCard, which chains three calls',
  'front.formsOfPayment.getMine': "the spec's path of the caller's own form of payment, sent by get('me')",
  'front.formsOfPayment.complete': 'card vaulting step 3: the link the gateway redirects to',
  'desk.formsOfPayment.complete': 'card vaulting step 3: the link the gateway redirects to',
  'sandbox.cardGateway': 'card vaulting step 2: the sandbox stands in for the card gateway',
  'front.planTerms.list': "the spec's collection path of a plan's one terms record; the SDK gets it by id",
  'desk.invoices.get':
    "one invoice on desk, which the spec's desk table omits (reach it with pike13.request)",
};

/** The table whose seeded rows fill a `:param` that follows this path segment. */
const TABLE_OF_SEGMENT: Readonly<Record<string, keyof Tables>> = {
  appointments: 'services',
  bookings: 'bookings',
  event_occurrences: 'occurrences',
  events: 'events',
  form_of_payments: 'formsOfPayment',
  invoices: 'invoices',
  leases: 'leases',
  locations: 'locations',
  notes: 'notes',
  pack_products: 'planProducts',
  packs: 'plans',
  payments: 'payments',
  people: 'people',
  plan_products: 'planProducts',
  plan_terms: 'plans',
  plans: 'plans',
  punches: 'punches',
  refunds: 'refunds',
  revenue_categories: 'revenueCategories',
  sales_taxes: 'salesTaxes',
  services: 'services',
  staff_members: 'people',
  visits: 'visits',
  waitlist_entries: 'waitlist',
};

const client = new Pike13({ subdomain: 'walk', accessToken: 'walk-token', rateLimit: false });
const catalog = endpointCatalog(client);

/**
 * A sandbox with a row of every kind a path names: the seed's, and a booking (with its lease) and a
 * webhook subscription, which only calls make.
 */
async function filledSandbox(): Promise<{ sandbox: Sandbox; webhookId: string }> {
  const sandbox = await sandboxFor({ clients: 20 });
  const occurrence = sandbox.state.tables.occurrences.find((o) => o.start_at > NOW.toISOString());
  const client = sandbox.state.tables.people.find((p) => p.role === 'client');
  await sdk(sandbox).desk.bookings.create({
    leases: [{ event_occurrence_id: occurrence?.id as number, person: { id: client?.id as number } }],
  });
  const webhook = await sdk(sandbox, 'owner').webhooks.create({
    topic: 'person.created',
    target: 'https://hooks.example.com/walk',
  });
  return { sandbox, webhookId: webhook.id };
}

/** The id of a seeded row for each `:param` of the path, by the segment before it. */
function filledPath(sandbox: Sandbox, path: string, webhookId: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, at) => {
      if (!segment.startsWith(':')) return segment;
      const before = segments[at - 1] as string;
      return String(seededId(sandbox, before, webhookId));
    })
    .join('/');
}

function seededId(sandbox: Sandbox, segment: string, webhookId: string): number | string {
  if (segment === 'webhooks') return webhookId;
  if (segment === 'invoice_items') return firstRow(sandbox, 'invoices', segment).items[0]?.id as number;
  const table = TABLE_OF_SEGMENT[segment];
  if (table === undefined) throw new Error(`no seeded table for a param after /${segment}/: add it above`);
  return firstRow(sandbox, table, segment).id;
}

function firstRow<T extends keyof Tables>(sandbox: Sandbox, table: T, segment: string) {
  const [row] = sandbox.state.tables[table].all() as ReturnType<Tables[T]['all']>;
  if (row === undefined) throw new Error(`the sandbox holds no ${table} to fill a param after /${segment}/`);
  return row as ReturnType<Tables[T]['all']>[number];
}

describe('the sandbox against the endpoint table', () => {
  it('serves every endpoint of the table with the route that names it, path params from the seed', async () => {
    const { sandbox, webhookId } = await filledSandbox();
    const reached = catalog.map(({ name, endpoint }) => {
      const url = new URL(filledPath(sandbox, endpoint.path, webhookId), sandbox.url);
      return [name, routeFor(sandbox.engine, endpoint.method, url)?.serves ?? 'no route'];
    });
    const expected = catalog.map(({ name }) => [name, NOT_SERVED[name] ? 'no route' : name]);
    expect(reached).toEqual(expected);
  });

  it('names an endpoint of the table with every route, or says why the table lacks it', async () => {
    const { sandbox } = await filledSandbox();
    const names = new Set(catalog.map((entry) => entry.name));
    const unnamed = routesOf(sandbox.engine)
      .map((route) => route.serves)
      .filter((serves) => !names.has(serves) && BEYOND_THE_TABLE[serves] === undefined);
    expect(unnamed).toEqual([]);
  });

  it('holds no stale entry in its lists: each names what it says', async () => {
    const { sandbox } = await filledSandbox();
    const served = new Set(routesOf(sandbox.engine).map((route) => route.serves));
    const names = new Set(catalog.map((entry) => entry.name));
    expect(Object.keys(BEYOND_THE_TABLE).filter((name) => !served.has(name) || names.has(name))).toEqual([]);
    expect(Object.keys(NOT_SERVED).filter((name) => served.has(name) || !names.has(name))).toEqual([]);
  });

  it('reaches the report query route with every report resource of the SDK', async () => {
    const { sandbox } = await filledSandbox();
    const resources = Object.keys(reportQueries(client.reports));
    const reached = resources.map((resource) => {
      const url = new URL(`/desk/api/v3/reports/${resource}/queries`, sandbox.url);
      return routeFor(sandbox.engine, 'POST', url)?.serves;
    });
    expect(resources.length).toBeGreaterThan(0);
    expect(reached).toEqual(resources.map(() => 'reports.queries'));
  });
});
