import type { KyInstance } from 'ky';
import { type Hooks, kyHooks } from './hooks.ts';
import { fetchSend, type Send } from './transport.ts';

/**
 * ky, imported on the first request that has hooks to run rather than with the package: its module probes
 * `Request` support when it loads, which starts Node's fetch machinery (about 20 ms), and a bundler that
 * splits code ships it as a chunk of its own that an app without hooks never loads (9 kB gzipped).
 */
let loading: Promise<KyInstance> | undefined;
const loadKy = () => {
  loading ??= import('ky').then((module) => module.default);
  return loading;
};

/**
 * The Core API's `Send`: ky running the client's `beforeRequest` and `afterResponse` hooks, its retries
 * and error throwing off (the core's retry loop knows the service's rules and maps statuses itself). With
 * no such hook there is nothing for ky to do, and the request goes to `fetch` as it is.
 */
export function coreSend(fetchImpl: typeof fetch, hooks: Hooks | undefined, attempt: number): Send {
  const attemptHooks = kyHooks(hooks, attempt);
  if (!attemptHooks) return fetchSend(fetchImpl);
  return async (outgoing, signal) => {
    const ky = await loadKy();
    return ky(outgoing.url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      redirect: 'manual',
      signal,
      fetch: fetchImpl,
      hooks: attemptHooks,
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
    });
  };
}
