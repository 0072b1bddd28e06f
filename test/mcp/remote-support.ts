import { type OAuthClientProvider, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { onTestFinished } from 'vitest';
import { type RemoteMcpServerOptions, startRemoteMcpServer } from '../../src/mcp/remote/http-server.ts';
import { sandboxFor } from '../sandbox/support.ts';
import { startLoopback } from '../support/loopback.ts';

/** Where the MCP client says it listens: never fetched, its address only carries the code back. */
export const CLIENT_REDIRECT = 'http://127.0.0.1:9/oauth/callback';

/** A sandbox that registers the remote server's Pike13 callback (any loopback port). */
export async function pike13Sandbox() {
  return sandboxFor({ redirectUris: ['http://127.0.0.1/pike13/callback'] });
}

/** A loopback proxy in front of the sandbox that records every request the MCP server sends to Pike13. */
export async function recordingProxy(target: string) {
  const proxy = await startLoopback(async (request, response) => {
    const answer = await fetch(new URL(`${request.url.pathname}${request.url.search}`, target), {
      method: request.method,
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === 'string' && name !== 'host' && name !== 'connection'
          ? [[name, value] as [string, string]]
          : [],
      ),
      body: request.method === 'GET' ? undefined : request.body,
      redirect: 'manual',
    });
    const headers: Record<string, string> = {
      'content-type': answer.headers.get('content-type') ?? 'text/plain',
    };
    const location = answer.headers.get('location');
    if (location) headers.location = location;
    response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  });
  onTestFinished(() => proxy.close());
  return proxy;
}

type Sandbox = Awaited<ReturnType<typeof pike13Sandbox>>;

/** The remote MCP server in this process, its Pike13 the sandbox (or `baseUrl`), on a free port. */
export async function remoteServer(
  sandbox: Sandbox,
  options: Partial<RemoteMcpServerOptions> & { baseUrl?: string } = {},
) {
  const { baseUrl, ...rest } = options;
  const server = await startRemoteMcpServer({
    port: 0,
    pike13: {
      clientId: sandbox.clientId,
      clientSecret: sandbox.clientSecret,
      baseUrl: baseUrl ?? sandbox.url,
    },
    ...rest,
  });
  onTestFinished(() => server.close());
  return server;
}

/** An MCP client's OAuth state, in memory, as a desktop assistant keeps it. */
export class MemoryOAuthClient implements OAuthClientProvider {
  /** Where the server last sent the user to sign in. */
  authorizationUrl: URL | undefined;
  information: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';

  get redirectUrl() {
    return CLIENT_REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'test assistant',
      redirect_uris: [CLIENT_REDIRECT],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.information = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * The user's browser: follows the sign-in from the server's `/authorize`, answers its consent page with
 * `decision`, goes through Pike13 (the sandbox consents at once, as `loginHint` when given) and back to the
 * client's address; returns that final address.
 */
export async function browse(authorizationUrl: URL, loginHint?: string, decision = 'allow'): Promise<URL> {
  let at = authorizationUrl;
  for (let hop = 0; hop < 6; hop += 1) {
    if (at.href.startsWith(CLIENT_REDIRECT)) return at;
    if (loginHint && at.pathname === '/oauth/authorize') at.searchParams.set('login_hint', loginHint);
    const answer = await fetch(at, { redirect: 'manual' });
    if (answer.status === 200 && at.pathname === '/authorize') {
      at = await answerConsent(at, answer, decision);
      continue;
    }
    const location = answer.headers.get('location');
    if (!location) throw new Error(`${at.pathname} answered ${answer.status}: ${await answer.text()}`);
    at = new URL(location, at);
  }
  throw new Error('too many redirects');
}

/** The consent page's form, as the request id and the cookie its page gave. */
export async function consentForm(page: Response) {
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1] as string;
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] as string;
  return { request, cookie };
}

/** Submits the consent form with `decision`; answers where it leads. */
async function answerConsent(at: URL, page: Response, decision: string): Promise<URL> {
  const { request, cookie } = await consentForm(page);
  const answer = await fetch(new URL('/consent', at), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ request, decision }),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`/consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(location, at);
}

/** The code the sign-in brought back to the client. */
export async function signIn(authorizationUrl: URL, loginHint?: string): Promise<string> {
  const back = await browse(authorizationUrl, loginHint);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.search}`);
  return code;
}

/** The MCP SDK's client connected by URL: registers, signs in through Pike13, then connects again. */
export async function connectedClient(
  url: string,
  options: { loginHint?: string; oauth?: MemoryOAuthClient } = {},
) {
  const oauth = options.oauth ?? new MemoryOAuthClient();
  const first = new StreamableHTTPClientTransport(new URL(url), { authProvider: oauth });
  const client = new Client({ name: 'remote-test', version: '1.0.0' });
  const refused = await client.connect(first).catch((error: unknown) => error);
  if (!(refused instanceof UnauthorizedError))
    throw new Error(`expected a sign-in first: ${String(refused)}`);
  await first.finishAuth(await signIn(oauth.authorizationUrl as URL, options.loginHint));
  const transport = new StreamableHTTPClientTransport(new URL(url), { authProvider: oauth });
  const signedIn = new Client({ name: 'remote-test', version: '1.0.0' });
  await signedIn.connect(transport);
  onTestFinished(() => signedIn.close());
  return { client: signedIn, transport, oauth };
}
