// The one smoke suite of the runtime matrix. Plain JavaScript that imports the packed package by its name,
// so every runtime (Node, Bun, Deno, workerd, a browser) runs it unchanged against what users install.
// `runSmoke(apiUrl)` resolves to one `{ name, ok, detail }` per check; it never throws.
import { DeskPeople, NotFoundError, Pike13, Pike13Client } from 'pike13';
import { authorizationUrl, tokenFromFragment } from 'pike13/oauth';
import { eq } from 'pike13/reports';
import { createWebhookHandler } from 'pike13/webhooks';
import { SMOKE_TOKEN } from './shared.js';

const WEBHOOK_SECRET = 'smoke-webhook-secret-0123456789abcdef';

function expectEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

const checks = {
  async 'list + for await over pages'(pike13) {
    const first = await pike13.desk.people.list();
    const total = first.totalCount;
    expectEqual([first.items.length, total > 25, first.hasNextPage()], [25, true, true], 'first page');
    const ids = [];
    for await (const person of pike13.desk.people.list()) ids.push(person.id);
    expectEqual(ids.length, total, 'every person of every page');
    expectEqual(new Set(ids).size, total, 'each person once');
  },

  async 'typed error (NotFoundError.is)'(pike13) {
    const error = await pike13.desk.people.get(999999).then(
      () => undefined,
      (caught) => caught,
    );
    if (!NotFoundError.is(error)) throw new Error(`expected a NotFoundError, got ${error}`);
    expectEqual(error.status, 404, 'status');
  },

  async withResponse(pike13) {
    const me = await pike13.desk.people.me();
    const { data, response } = await pike13.desk.people.get(me.id).withResponse();
    expectEqual(data.id, me.id, 'data');
    const remaining = Number(response.headers.get('ratelimit-remaining'));
    expectEqual(
      [response.status, remaining > 0 && remaining < 180],
      [200, true],
      'status and RateLimit-Remaining',
    );
  },

  async 'Pike13Client + resource class, request hooks'(_, apiUrl) {
    const seen = [];
    const client = new Pike13Client({
      baseUrl: apiUrl,
      accessToken: SMOKE_TOKEN,
      maxRetries: 0,
      hooks: {
        beforeRequest: [
          ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`),
        ],
        afterResponse: [({ response }) => void seen.push(response.status)],
      },
    });
    const me = await new DeskPeople(client).me();
    expectEqual(
      [typeof me.id, seen],
      ['number', ['GET /api/v2/desk/people/me', 200]],
      'person and hooks run',
    );
  },

  async 'report query toJSON()'(pike13) {
    const query = pike13.reports.clients
      .select('person_id', 'full_name')
      .where(eq('person_state', 'active'))
      .limit(50);
    expectEqual(
      query.toJSON(),
      {
        data: {
          type: 'queries',
          attributes: {
            filter: ['eq', 'person_state', 'active'],
            fields: ['person_id', 'full_name'],
            page: { limit: 50 },
          },
        },
      },
      'query body',
    );
  },

  async 'OAuth authorization URL (code and implicit) and fragment'() {
    const app = { clientId: 'app-id', redirectUri: 'https://app.example.com/cb', subdomain: 'mystudio' };
    expectEqual(
      authorizationUrl({ ...app, state: 's1' }),
      'https://mystudio.pike13.com/oauth/authorize?client_id=app-id&response_type=code&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&state=s1',
      'code flow URL',
    );
    expectEqual(
      authorizationUrl({ ...app, responseType: 'token', state: 's1' }),
      'https://mystudio.pike13.com/oauth/authorize?client_id=app-id&response_type=token&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&state=s1',
      'implicit URL',
    );
    const token = tokenFromFragment(
      'https://app.example.com/cb#access_token=abc123&token_type=bearer&state=s1',
      {
        state: 's1',
      },
    );
    expectEqual(token, { accessToken: 'abc123', tokenType: 'bearer', scope: undefined }, 'fragment token');
  },

  async 'webhook receiver answers 200 / 401'() {
    const received = [];
    const handler = createWebhookHandler({
      secret: WEBHOOK_SECRET,
      on: { 'person.created': (notification) => received.push(notification.data.people[0].id) },
    });
    const body = JSON.stringify({
      topic: 'person.created',
      webhook_id: 7,
      business_id: 99,
      data: { people: [{ id: 4711, name: 'Jane Doe' }] },
    });
    const post = (url) =>
      handler(new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
    const target = 'https://hooks.example.com/pike13';
    const accepted = await post(`${target}?webhook_secret=${WEBHOOK_SECRET}`);
    const refused = await post(`${target}?webhook_secret=wrong-secret-0123456789abcdef`);
    expectEqual([accepted.status, refused.status, received], [200, 401, [4711]], 'statuses and handled ids');
  },
};

/** Runs every check against the service (the sandbox) at `apiUrl`. */
export async function runSmoke(apiUrl) {
  const pike13 = new Pike13({ baseUrl: apiUrl, accessToken: SMOKE_TOKEN, maxRetries: 0 });
  const results = [];
  for (const [name, check] of Object.entries(checks)) {
    try {
      await check(pike13, apiUrl);
      results.push({ name, ok: true });
    } catch (error) {
      results.push({ name, ok: false, detail: String(error?.stack ?? error) });
    }
  }
  return results;
}
