// The OAuth implicit grant, as browser-only apps sign in without a client secret: send the user to the
// authorize page with `responseType: 'token'`, then read the token from the redirect's fragment (which
// browsers never send to a server). Runs against the sandbox, whose authorize page consents at once; in a
// page, `location.hash` is what `tokenFromFragment` reads. In real use, drop `baseUrl`, pass `subdomain`.
import { Pike13 } from '../src/index.ts';
import { authorizationUrl, OAuthError, tokenFromFragment } from '../src/oauth/index.ts';
import { createSandbox } from '../src/sandbox/index.ts';

const redirectUri = 'https://app.example.com/signed-in';
const sandbox = await createSandbox({ redirectUris: [redirectUri] });

const state = crypto.randomUUID();
const url = authorizationUrl({
  clientId: sandbox.clientId,
  redirectUri,
  baseUrl: sandbox.url,
  responseType: 'token',
  state,
});
console.log(`1. send the browser to ${url.replace(sandbox.url, '<service>')}`);

const consent = await fetch(url, { redirect: 'manual' });
const landed = consent.headers.get('location') ?? '';
const token = tokenFromFragment(landed, { state });
console.log(`2. landed on ${landed.split('#')[0]}#… with a ${token.tokenType} token`);

const pike13 = new Pike13({ baseUrl: sandbox.url, accessToken: token.accessToken });
console.log(`3. signed in as ${(await pike13.front.people.me()).name}`);

const forged = `${redirectUri}#access_token=stolen&token_type=bearer&state=another`;
try {
  tokenFromFragment(forged, { state });
  throw new Error('a fragment with another state was accepted');
} catch (error) {
  if (!OAuthError.is(error)) throw error;
  console.log(`4. a fragment with another state is refused: ${error.message}`);
}

await sandbox.close();
