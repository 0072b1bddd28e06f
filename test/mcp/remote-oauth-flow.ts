import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_REDIRECT, signIn } from './remote-support.ts';

/** A client's PKCE pair: the verifier it keeps and the S256 challenge it sends. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The server's origin, from its MCP endpoint. */
const originOf = (mcpUrl: string) => new URL(mcpUrl).origin;

/** Registers a public client (RFC 7591) the way the MCP SDK's client does; answers its client id. */
export async function register(mcpUrl: string, redirectUris = [CLIENT_REDIRECT]): Promise<string> {
  const answer = await fetch(`${originOf(mcpUrl)}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'by hand',
      redirect_uris: redirectUris,
      token_endpoint_auth_method: 'none',
    }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { client_id: string }).client_id;
}

/** The authorization request of `clientId`, with PKCE and the resource indicator unless overridden. */
export function authorizeUrl(
  mcpUrl: string,
  clientId: string,
  challenge: string,
  overrides: Record<string, string | null> = {},
) {
  const url = new URL(`${originOf(mcpUrl)}/authorize`);
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: CLIENT_REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'client-state',
    resource: mcpUrl,
    ...overrides,
  };
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url;
}

/** POST /token with a form; answers the status and the JSON body. */
export async function tokenRequest(mcpUrl: string, form: Record<string, string>) {
  const answer = await fetch(`${originOf(mcpUrl)}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, string> };
}

/** A registered client signed in by hand: its id, PKCE verifier and code. */
export async function codeFor(mcpUrl: string) {
  const clientId = await register(mcpUrl);
  const { verifier, challenge } = pkce();
  const code = await signIn(authorizeUrl(mcpUrl, clientId, challenge));
  return { clientId, verifier, code };
}

/** The code grant's form for `codeFor()`'s answer. */
export function codeGrant(
  mcpUrl: string,
  { clientId, verifier, code }: { clientId: string; verifier: string; code: string },
) {
  return {
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: CLIENT_REDIRECT,
    resource: mcpUrl,
  };
}

/** An MCP initialize request with `token`; answers the raw response. */
export function initialize(mcpUrl: string, token: string, headers: Record<string, string> = {}) {
  return fetch(mcpUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });
}
