// The OAuth code flow end to end: send the user to the service's authorize page, take the `code` the
// callback receives, exchange it (with the client secret, on the server) for a token, and call the API.
// Runs against the sandbox, whose authorize page consents at once for its test user; in real use, drop
// `baseUrl` and pass `subdomain` for a business-branded login (or nothing for an account-wide one).
import { randomUUID } from 'node:crypto';
import { Pike13 } from '../src/index.ts';
import { authorizationUrl, exchangeCode, OAuthError } from '../src/oauth/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const redirectUri = 'https://app.example.com/pike13/callback';
const sandbox = await createSandbox({ redirectUris: [redirectUri] });
const app = { clientId: sandbox.clientId, redirectUri, baseUrl: sandbox.url };

// 1. The app sends the browser here, keeping `state` in the user's session.
const state = randomUUID();
const url = authorizationUrl({ ...app, state });
console.log(`1. send the user to ${url.replace(sandbox.url, '<service>')}`);

// 2. The service redirects back to the callback with `code` (the sandbox consents at once).
const consent = await fetch(url, { redirect: 'manual' });
const callback = new URL(consent.headers.get('location') ?? '');
if (callback.searchParams.get('state') !== state) throw new Error('the state came back changed');
const code = callback.searchParams.get('code') ?? '';
console.log(`2. the callback ${callback.origin}${callback.pathname} received a code`);

// 3. The app's server exchanges the code; the client secret never leaves the server.
const token = await exchangeCode({ ...app, clientSecret: sandbox.clientSecret, code });
console.log(`3. exchanged for a ${token.tokenType} token`);

// 4. The token calls the API as the user who signed in.
const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: token.accessToken });
const me = await pike13.front.people.me();
console.log(`4. signed in as ${me.name}`);

// A code is good once: the second exchange is refused with a typed error, without the secret in it.
const again = await exchangeCode({ ...app, clientSecret: sandbox.clientSecret, code }).catch(
  (e: unknown) => e,
);
if (!OAuthError.is(again)) throw new Error('a code was exchanged twice');
console.log(`   a second exchange: ${again.name} ${again.error ?? ''}`);
if (String(again.message).includes(sandbox.clientSecret)) throw new Error('the secret leaked');

await sandbox.close();
