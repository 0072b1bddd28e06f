import { isLoopbackHttp } from '../loopback.ts';

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
  return allowHttp && isLoopbackHttp(url);
}
