import {
  createServer,
  type IncomingMessage,
  type Server as NodeServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import {
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthRouter,
} from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer, type McpServerOptions } from '../server.ts';
import { pike13Tools } from '../tools.ts';
import { consentCookieOf } from './consent-page.ts';
import { memoryStore } from './memory-store.ts';
import { type Pike13App, pike13Client } from './pike13-sign-in.ts';
import { type Lifetimes, RemoteAuthorizationServer } from './provider.ts';
import { checkPublicUrl, isLoopbackHost } from './public-url.ts';
import { DEFAULT_SESSION_LIMITS, RemoteSessions, type SessionLimits } from './sessions.ts';
import type { RemoteStore } from './store.ts';

/** Options of `startRemoteMcpServer()`. */
export interface RemoteMcpServerOptions extends McpServerOptions {
  /** The integrator's Pike13 application, and the business it signs people in to. */
  pike13: Pike13App;
  /** Port to listen on (default 4016; 0 picks a free one). */
  port?: number;
  /** Address to listen on (default 127.0.0.1; `0.0.0.0` behind a proxy). */
  host?: string;
  /** The origin clients reach (https except on loopback); default `http://127.0.0.1:<port>`. */
  publicUrl?: string;
  /** Where OAuth state lives (default: this process's memory). */
  store?: RemoteStore;
  /** Sessions per process and their idle time. */
  sessions?: SessionLimits;
  /** Credential lifetimes. */
  lifetimes?: Lifetimes;
  /** Epoch milliseconds, for tests that move time. */
  now?: () => number;
}

/** A running remote MCP server. */
export interface RemoteMcpServer {
  /** The MCP endpoint to give a client: `<public url>/mcp`. */
  url: string;
  /** The open MCP sessions of this process. */
  readonly sessionCount: number;
  /** Stops listening, closes the sessions and the store. */
  close(): Promise<void>;
}

const CALLBACK_PATH = '/pike13/callback';

/**
 * The MCP server over streamable HTTP at `/mcp`, with its own OAuth authorization server (metadata, client
 * registration, PKCE, resource-bound expiring tokens, rotating refresh tokens) and Pike13's sign-in behind it.
 */
export async function startRemoteMcpServer(options: RemoteMcpServerOptions): Promise<RemoteMcpServer> {
  const host = options.host ?? '127.0.0.1';
  const preset = options.publicUrl === undefined ? undefined : checkPublicUrl(options.publicUrl);
  // A bad --toolsets fails now, not at each sign-in: the tools are the same for every token.
  createMcpServer(await pike13Tools(pike13Client(options.pike13, 'unused')), options);
  const http = createServer();
  await listen(http, options.port ?? 4016, host);
  const port = (http.address() as AddressInfo).port;
  const publicUrl = preset ?? new URL(`http://127.0.0.1:${port}`);
  const resource = new URL('/mcp', publicUrl);
  const store = options.store ?? memoryStore(options.now);
  const auth = new RemoteAuthorizationServer({
    store,
    pike13: options.pike13,
    resource,
    callbackUrl: new URL(CALLBACK_PATH, publicUrl).href,
    ...(options.lifetimes ? { lifetimes: options.lifetimes } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const sessions = new RemoteSessions(options.sessions ?? DEFAULT_SESSION_LIMITS, options.now);
  const app = createMcpExpressApp({ host, allowedHosts: allowedHosts(publicUrl, host) });
  app.use(
    mcpAuthRouter({
      provider: auth,
      issuerUrl: publicUrl,
      resourceServerUrl: resource,
      resourceName: 'Pike13',
    }),
  );
  // An https public URL means a TLS proxy in front: rate limits count its clients, not the proxy.
  if (publicUrl.protocol === 'https:') app.set('trust proxy', 1);
  app.get(CALLBACK_PATH, (req: IncomingMessage, res: ServerResponse) => finishSignIn(auth, req, res));
  app.post('/consent', (req: IncomingMessage, res: ServerResponse) => answerConsent(auth, req, res));
  const bearer = requireBearerAuth({
    verifier: auth,
    expectedResource: resource,
    resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource),
  });
  const serve = (req: IncomingMessage & { auth?: AuthInfo; body?: unknown }, res: ServerResponse) =>
    serveMcp({ auth, sessions, options }, req, res).catch(() => answer(res, 500, rpcError('internal error')));
  app.all('/mcp', bearer, serve);
  http.on('request', app);
  return {
    url: resource.href,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      await sessions.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
}

interface Serving {
  auth: RemoteAuthorizationServer;
  sessions: RemoteSessions;
  options: RemoteMcpServerOptions;
}

async function serveMcp(
  { auth, sessions, options }: Serving,
  req: IncomingMessage & { auth?: AuthInfo; body?: unknown },
  res: ServerResponse,
): Promise<void> {
  const grantId = String(req.auth?.extra?.grantId ?? '');
  const sessionId = req.headers['mcp-session-id'];
  if (typeof sessionId === 'string') {
    const transport = sessions.find(sessionId, grantId);
    if (!transport) return answer(res, 404, rpcError('session not found: initialize a new one'));
    return transport.handleRequest(req, res, req.body);
  }
  if (req.method !== 'POST' || !isInitializeRequest(req.body)) {
    return answer(res, 400, rpcError('no Mcp-Session-Id: send initialize first'));
  }
  const grant = await auth.grant(grantId);
  if (!grant) return answer(res, 401, rpcError('the Pike13 sign-in has ended: sign in again'));
  const tools = await pike13Tools(pike13Client(options.pike13, grant.accessToken));
  // A client's sign-in gets the client's side of Pike13 only: the desk needs staff.
  const toolsets = grant.staff ? options.toolsets : ['front'];
  const server = createMcpServer(tools, {
    allowWrites: options.allowWrites,
    discovery: options.discovery,
    toolsets,
  });
  const transport = await sessions.open(server, grantId);
  await transport.handleRequest(req, res, req.body);
}

async function finishSignIn(
  auth: RemoteAuthorizationServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://callback').searchParams;
  try {
    const back = await auth.finishSignIn(query);
    if (!back)
      return answer(res, 400, { error: 'invalid_request', error_description: 'unknown or expired sign-in' });
    res.writeHead(302, { location: back, 'cache-control': 'no-store' }).end();
  } catch (error) {
    // The Pike13 exchange failed: its error is redacted by the SDK, and says which step.
    const description = error instanceof Error ? error.message : 'the Pike13 sign-in failed';
    answer(res, 502, { error: 'server_error', error_description: description });
  }
}

/** Most bytes of the consent form: a request id and a decision. */
const MAX_FORM_BYTES = 1024;

async function answerConsent(
  auth: RemoteAuthorizationServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let form = '';
  for await (const chunk of req) {
    form += chunk;
    if (form.length > MAX_FORM_BYTES)
      return answer(res, 413, { error: 'invalid_request', error_description: 'form too large' });
  }
  const next = await auth.consent(new URLSearchParams(form), consentCookieOf(req.headers.cookie));
  if (!next) {
    return answer(res, 403, {
      error: 'access_denied',
      error_description: 'unknown, used or foreign consent request',
    });
  }
  res.writeHead(302, { location: next, 'cache-control': 'no-store' }).end();
}

function allowedHosts(publicUrl: URL, host: string): string[] {
  const loopback = isLoopbackHost(host) ? ['127.0.0.1', 'localhost', '[::1]'] : [];
  return [...new Set([publicUrl.hostname, ...loopback])];
}

function rpcError(message: string) {
  return { jsonrpc: '2.0', error: { code: -32000, message }, id: null };
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function listen(server: NodeServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
