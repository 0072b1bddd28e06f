/**
 * The OAuth code flow end to end, offline: a loopback server stands in for the service (its consent
 * page, its token endpoint and one API call), another plays the application's callback route.
 *
 *   npx node examples/oauth.ts
 *
 * Against the real service, drop `baseUrl` (and the stand-in) and pass `subdomain` for a
 * business-branded login, or nothing for an account-wide one.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pike13 } from '../src/index.ts';
import { authorizationUrl, exchangeCode, OAuthError } from '../src/oauth/index.ts';

type Handler = (req: IncomingMessage, url: URL, body: string, res: ServerResponse) => void | Promise<void>;

async function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    await handler(req, new URL(req.url ?? '/', 'http://127.0.0.1'), body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

// The stand-in for the service: login and consent are skipped, the code is issued at once.
const codes = new Set<string>();
const service = await listen((req, url, body, res) => {
  if (url.pathname === '/oauth/authorize') {
    const code = randomUUID();
    codes.add(code);
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() }).end();
  } else if (url.pathname === '/oauth/token') {
    const form = new URLSearchParams(body);
    if (!codes.delete(form.get('code') ?? '')) return json(res, 400, { error: 'invalid_grant' });
    json(res, 200, { access_token: 'demo-access-token', token_type: 'bearer' });
  } else if (req.headers.authorization === 'Bearer demo-access-token') {
    json(res, 200, {
      people: [{ id: 1, first_name: 'Jane', last_name: 'Client', email: 'jane@example.com' }],
    });
  } else {
    json(res, 401, { error: 'unauthorized' });
  }
});

// The application: /login sends the user to consent, /callback swaps the code for a token.
const credentials = { clientId: 'demo-client', clientSecret: 'demo-secret', baseUrl: service.url };
const sessions = new Map<string, string>(); // state -> access token ('' until the callback)
const app = await listen(async (req, url, _body, res) => {
  const redirectUri = `http://${req.headers.host}/callback`; // must equal the registered callback
  if (url.pathname === '/login') {
    const state = randomUUID();
    sessions.set(state, '');
    res.writeHead(302, { location: authorizationUrl({ ...credentials, redirectUri, state }) }).end();
    return;
  }
  const state = url.searchParams.get('state') ?? '';
  if (!sessions.has(state)) return json(res, 400, { error: 'unknown state' });
  try {
    const token = await exchangeCode({
      ...credentials,
      redirectUri,
      code: url.searchParams.get('code') ?? '',
    });
    sessions.set(state, token.accessToken);
    json(res, 200, { signedIn: true });
  } catch (error) {
    if (!OAuthError.is(error)) throw error;
    json(res, 401, { signedIn: false, reason: error.error }); // e.g. invalid_grant: send to /login again
  }
});

// The browser: follow the redirects by hand to show each step.
async function visit(url: string): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  console.log(`${response.status} ${new URL(url).pathname}${location ? ` -> ${location}` : ''}`);
  return location ? visit(location) : response;
}

try {
  console.log(await (await visit(`${app.url}/login`)).json());
  const [accessToken = ''] = [...sessions.values()];
  const pike13 = new Pike13({ baseUrl: service.url, accessToken });
  const me = await pike13.front.people.me();
  console.log(`signed in as ${me.first_name} ${me.last_name}`);
} finally {
  app.server.close();
  service.server.close();
}
