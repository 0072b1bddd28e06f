import type { McpServerOptions } from '../mcp/server.ts';
import { targetOf } from './client-from-env.ts';
import { wholeNumber } from './flags.ts';
import { cliIo } from './io.ts';
import { UsageError } from './usage-error.ts';

/** The flags of `pike13 mcp` that only `--http` reads. */
export const HTTP_OPTIONS = {
  http: {
    type: 'boolean',
    default: false,
    help: 'serve MCP over streamable HTTP at /mcp, with OAuth (remote clients)',
  },
  port: { type: 'string', default: '4016', help: 'with --http: the port to listen on (0: any free one)' },
  host: {
    type: 'string',
    value: 'address',
    help: 'with --http: the address to listen on (default 127.0.0.1)',
  },
  'public-url': {
    type: 'string',
    value: 'url',
    help: 'with --http: the origin clients reach, https except on loopback (default http://127.0.0.1:<port>)',
  },
  store: {
    type: 'string',
    value: 'path|url',
    help: 'with --http: where sign-ins are kept, sealed with PIKE13_MCP_STORE_KEY: a SQLite file (default pike13-mcp.db), postgres://…, redis://…, or memory',
  },
} as const;

/**
 * `pike13 mcp --http`: the remote MCP server. Pike13's sign-in uses the integrator's app
 * (`PIKE13_CLIENT_ID`, `PIKE13_CLIENT_SECRET`) on the business of `--subdomain` / `--base-url`.
 * Serves until SIGINT or SIGTERM.
 */
export async function runMcpHttp(
  values: Readonly<Record<string, unknown>>,
  tools: McpServerOptions,
): Promise<void> {
  const { env } = cliIo();
  const clientId = env.PIKE13_CLIENT_ID;
  const clientSecret = env.PIKE13_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    throw new UsageError(
      'pike13 mcp --http needs the Pike13 app: set PIKE13_CLIENT_ID and PIKE13_CLIENT_SECRET',
    );
  }
  const target = targetOf(values);
  const baseUrl = target.baseUrl ?? env.PIKE13_BASE_URL;
  const subdomain = target.subdomain ?? env.PIKE13_SUBDOMAIN;
  if (!baseUrl && !subdomain) {
    throw new UsageError(
      'no business: pass --subdomain or --base-url (or set PIKE13_SUBDOMAIN / PIKE13_BASE_URL)',
    );
  }
  const port = wholeNumber(String(values.port), '--port');
  const { startRemoteMcpServer, checkPublicUrl, openRemoteStore, describeStore } = await loadRemote();
  const publicUrl = typeof values['public-url'] === 'string' ? values['public-url'] : undefined;
  if (publicUrl !== undefined) usage(() => checkPublicUrl(publicUrl));
  const storeAt = typeof values.store === 'string' ? values.store : undefined;
  const store = await openRemoteStore({ store: storeAt, key: env.PIKE13_MCP_STORE_KEY });
  const server = await startRemoteMcpServer({
    ...tools,
    pike13: { clientId, clientSecret, ...(baseUrl ? { baseUrl } : { subdomain }) },
    port,
    store,
    ...(typeof values.host === 'string' ? { host: values.host } : {}),
    ...(publicUrl ? { publicUrl } : {}),
  }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  cliIo().stderr.write(`Sign-ins kept in ${describeStore(storeAt)}.\n`);
  cliIo().stderr.write(`Pike13 MCP server listening: add ${server.url} to your MCP client. Ctrl-C stops.\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function usage(check: () => unknown): void {
  try {
    check();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The remote server's modules: the MCP SDK (an optional peer) and its express. */
async function loadRemote() {
  const [{ startRemoteMcpServer }, { checkPublicUrl }, { openRemoteStore, describeStore }] =
    await Promise.all([
      import('../mcp/remote/http-server.ts'),
      import('../mcp/remote/public-url.ts'),
      import('../mcp/remote/open-store.ts'),
    ]);
  return { startRemoteMcpServer, checkPublicUrl, openRemoteStore, describeStore };
}
