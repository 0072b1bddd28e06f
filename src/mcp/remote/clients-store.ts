import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import { InvalidClientMetadataError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { isLoopbackHost } from './public-url.ts';
import type { RemoteStore } from './store.ts';

/** Schemes a browser would run rather than navigate to: never a redirect target. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:']);

/** Registered MCP clients (RFC 7591), in the store's `clients` space. */
export function registeredClients(store: RemoteStore): OAuthRegisteredClientsStore {
  return {
    async getClient(clientId) {
      return (await store.get('clients', clientId)) as OAuthClientInformationFull | undefined;
    },
    async registerClient(client) {
      for (const uri of client.redirect_uris) checkRedirectUri(uri);
      const full = client as OAuthClientInformationFull;
      await store.put('clients', full.client_id, full);
      return full;
    },
  };
}

/** https, an app's own scheme (`cursor://`), or http on loopback only, as OAuth 2.1 asks. */
function checkRedirectUri(uri: string): void {
  const url = new URL(uri);
  if (UNSAFE_SCHEMES.has(url.protocol) || (url.protocol === 'http:' && !isLoopbackHost(url.hostname))) {
    throw new InvalidClientMetadataError(
      `redirect_uris: ${url.protocol} is refused (https, or http on loopback)`,
    );
  }
}
