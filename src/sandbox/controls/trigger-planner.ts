import type { State } from '../state.ts';
import { ControlInputError, check } from './control-input.ts';
import type { CoreAnswer } from './control-route.ts';

/** A Core API call that causes a topic: method, path and body. */
export interface Cause {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** Core API calls made in turn (a sale, then its payment); the answer of the last one. */
export type Steps = (core: (cause: Cause) => Promise<CoreAnswer>) => Promise<CoreAnswer>;

/** Plans the Core API call(s) that cause a topic, from the record `id` and the fields of `data`. */
export type Planner = (
  state: State,
  now: number,
  id: number | undefined,
  data: Record<string, unknown>,
) => Cause | Steps;

/** Rejects data a topic does not take. */
export function noData(topic: string, data: Record<string, unknown>): void {
  check(Object.keys(data).length === 0, `${topic}: takes no data`);
}

/** The trigger needs a record the sandbox does not have. */
export function none(what: string): never {
  throw new ControlInputError(`the sandbox has no ${what} to use: give an id`);
}
