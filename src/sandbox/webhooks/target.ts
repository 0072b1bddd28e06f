const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the service would POST to `target`: an absolute https URL; with `allowHttp`, also an http URL
 * on this machine's loopback (receivers in tests and local development).
 */
export function isDeliverableTarget(target: string, allowHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return allowHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
