import { InputError } from './errors.ts';
import type { HttpCore } from './http.ts';

/**
 * The HTTP core of each client. A module of its own so that a resource reaches its client's core without
 * importing the core's code: the `pike13/webhooks` entry ships the `Webhooks` class, not the HTTP core.
 */
const cores = new WeakMap<object, HttpCore>();

/** Records the core a client sends through (its constructor calls this). */
export function bindCore(client: object, core: HttpCore): void {
  cores.set(client, core);
}

/** The HTTP core of a `Pike13Client`, for the resources built on it; anything else is refused. */
export function coreOf(client: object): HttpCore {
  // A WeakMap answers undefined for a key that is not an object.
  const core = cores.get(client);
  if (!core) throw new InputError('expected a Pike13Client (or Pike13) to build the resource on', 'client');
  return core;
}
