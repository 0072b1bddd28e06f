const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Whether `hostname` is this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/**
 * The server's public origin, checked: https, or http on loopback only (tokens must not cross a network
 * in clear). No path, query or fragment: the server's routes hang from it.
 */
export function checkPublicUrl(value: string): URL {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(`--public-url must be an absolute https URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new Error('--public-url must be https (http is allowed on loopback only: 127.0.0.1, localhost)');
  }
  if (
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error('--public-url must be an origin only, such as https://mcp.example.com');
  }
  return new URL(url.origin);
}
