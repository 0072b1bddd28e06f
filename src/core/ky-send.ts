import type { KyInstance } from 'ky';
import { type Hooks, kyHooks } from './hooks.ts';
import type { Send } from './transport.ts';

/**
 * ky, imported on the first request rather than with the package: its module probes `Request` support
 * when it loads, which starts Node's fetch machinery (about 20 ms) in a process that may never send.
 */
let loading: Promise<KyInstance> | undefined;
const loadKy = () => {
  loading ??= import('ky').then((module) => module.default);
  return loading;
};

/**
 * The Core API's `Send`: ky with the client's hooks, its retries and error throwing off (the core's
 * retry loop knows the service's rules and maps statuses itself).
 */
export function kySend(fetchImpl: typeof fetch, hooks: Hooks | undefined, attempt: number): Send {
  return async (outgoing, signal) => {
    const ky = await loadKy();
    return ky(outgoing.url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      redirect: outgoing.redirect ?? 'follow',
      signal,
      fetch: fetchImpl,
      hooks: kyHooks(hooks, attempt),
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
    });
  };
}
