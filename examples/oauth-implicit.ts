/**
 * The OAuth implicit grant, as a browser-only app signs in (no server, no client secret), offline: a
 * loopback server stands in for the service's consent page and one API call. What a page would do with
 * `location` is done here with the redirect's URL.
 *
 *   npx node examples/oauth-implicit.ts
 *
 * In a page: `location.assign(authorizationUrl({ ..., responseType: 'token', state }))` to sign in, then on
 * the redirect page `tokenFromFragment(location.hash, { state })` and `history.replaceState` to drop the
 * fragment from the address bar. Against the real service, drop `baseUrl` and the stand-in.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pike13 } from '../src/index.ts';
import { authorizationUrl, OAuthError, tokenFromFragment } from '../src/oauth/index.ts';

const TOKEN = 'demo-browser-token';

// The stand-in: consent is skipped; the token comes back in the redirect's fragment, which browsers never
// send to a server. `deny=1` in the redirect address plays a user who refuses.
const service = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/oauth/authorize' && url.searchParams.get('response_type') === 'token') {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    const denied = back.searchParams.get('deny') === '1';
    const answer: Record<string, string> = denied
      ? { error: 'access_denied' }
      : { access_token: TOKEN, token_type: 'bearer' };
    back.hash = new URLSearchParams({ ...answer, state: url.searchParams.get('state') ?? '' }).toString();
    res.writeHead(302, { location: back.toString() }).end();
  } else if (req.headers.authorization === `Bearer ${TOKEN}`) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ people: [{ id: 1, first_name: 'Jane', last_name: 'Client' }] }));
  } else {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
  }
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

/** Sends the "browser" to the consent page and returns the address it is redirected back to. */
async function signIn(redirectUri: string, state: string): Promise<string> {
  const url = authorizationUrl({
    clientId: 'demo-client',
    redirectUri,
    responseType: 'token',
    state,
    baseUrl,
  });
  const response = await fetch(url, { redirect: 'manual' });
  return response.headers.get('location') ?? '';
}

try {
  const state = crypto.randomUUID(); // a page keeps it in sessionStorage across the redirect
  const back = await signIn('https://app.example.com/signed-in', state);
  const { accessToken } = tokenFromFragment(back, { state });
  const pike13 = new Pike13({ baseUrl, accessToken });
  const me = await pike13.front.people.me();
  console.log(`signed in as ${me.first_name} ${me.last_name}`);

  const refused = await signIn('https://app.example.com/signed-in?deny=1', state);
  try {
    tokenFromFragment(refused, { state });
  } catch (error) {
    if (!OAuthError.is(error)) throw error;
    console.log(`refused: ${error.error}`); // access_denied: offer to sign in again
  }
} finally {
  service.close();
}
