/** The names of this machine's loopback interface, as a URL's `hostname` spells them. */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an `http:` URL on loopback: a receiver or a redirect on the developer's own machine. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname);
}
