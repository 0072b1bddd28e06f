import ky from 'ky';
import { type Hooks, kyHooks } from './hooks.ts';
import type { Send } from './transport.ts';

/**
 * The Core API's `Send`: ky with the client's hooks, its retries and error throwing off (the core's
 * retry loop knows the service's rules and maps statuses itself).
 */
export function kySend(fetchImpl: typeof fetch, hooks: Hooks | undefined, attempt: number): Send {
  return (outgoing, signal) =>
    ky(outgoing.url, {
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
}
