import { check, isRecord, onlyKnown } from './control-input.ts';

/** What a fault does to the requests it matches. */
export interface FaultInput {
  /** Only requests of this method (any when absent). */
  method?: string;
  /** The request path it matches; `*` stands for any characters (`/api/v2/desk/people*`). */
  path: string;
  /** Answer this status (400–599) instead of the service's answer. */
  status?: number;
  /** Wait this long first (real milliseconds, at most 60,000); alone, the request is then answered as usual. */
  delayMs?: number;
  /** Reset the connection instead of answering (node: the socket is destroyed; msw: a network error). */
  reset?: boolean;
  /** How many requests it affects before it is gone; every matching one when absent. */
  times?: number;
}

/** A fault in force. */
export interface Fault extends FaultInput {
  /** Its id (`fault_1`): `DELETE /_sandbox/faults/:id` removes it. */
  id: string;
  /** How many more requests it affects; `null`: every one until removed. */
  remaining: number | null;
}

const KNOWN = ['method', 'path', 'status', 'delayMs', 'reset', 'times'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const MAX_DELAY_MS = 60_000;
/** Faults in force at once; more is a runaway loop adding them. */
const MAX_FAULTS = 100;

/** The faults of a sandbox, as `sandbox.faults` offers them. */
export interface Faults {
  /** Adds a fault after checking it (a `ControlInputError` names what is wrong); returns its id. */
  add(input: FaultInput): string;
  /** The faults in force, oldest first. */
  list(): Fault[];
  /** Removes one fault; false when there was none of that id. */
  remove(id: string): boolean;
  /** Removes every fault. */
  clear(): void;
}

/** The faults in force, matched in the order they were added. */
export class FaultList implements Faults {
  readonly #faults: (Fault & { pattern: RegExp })[] = [];
  #lastId = 0;

  /** Adds a fault after checking it; returns its id. */
  add(input: FaultInput): string {
    const fault = checkedFault(input);
    check(this.#faults.length < MAX_FAULTS, `faults: at most ${MAX_FAULTS} at once (clear some first)`);
    const id = `fault_${++this.#lastId}`;
    this.#faults.push({ id, ...fault, remaining: fault.times ?? null, pattern: globPattern(fault.path) });
    return id;
  }

  /** The faults in force, oldest first. */
  list(): Fault[] {
    return this.#faults.map(({ pattern: _pattern, ...fault }) => ({ ...fault }));
  }

  /** Removes one fault; false when there was none of that id. */
  remove(id: string): boolean {
    const index = this.#faults.findIndex((fault) => fault.id === id);
    if (index >= 0) this.#faults.splice(index, 1);
    return index >= 0;
  }

  /** Removes every fault. */
  clear(): void {
    this.#faults.length = 0;
  }

  /** The first fault matching this request, counted as used once (and gone after its last time). */
  take(method: string, path: string): Fault | undefined {
    const index = this.#faults.findIndex(
      (fault) => (fault.method === undefined || fault.method === method) && fault.pattern.test(path),
    );
    const fault = this.#faults[index];
    if (fault === undefined) return undefined;
    if (fault.remaining !== null && --fault.remaining === 0) this.#faults.splice(index, 1);
    const { pattern: _pattern, ...taken } = fault;
    return taken;
  }
}

/** The input as a fault, or a `ControlInputError` naming what is wrong (the CLI checks with it before sending). */
export function checkedFault(input: unknown): FaultInput {
  check(isRecord(input), 'faults.add: give an object { path, status?, delayMs?, reset?, method?, times? }');
  onlyKnown(input, KNOWN, 'faults.add');
  const { method, path, status, delayMs, reset, times } = input;
  check(
    typeof path === 'string' && path.startsWith('/') && path.length <= 1_000,
    'faults.add: path must be a path starting with / (`*` matches any characters)',
  );
  check(!path.startsWith('/_sandbox'), 'faults.add: the sandbox controls cannot be faulted');
  check(
    method === undefined || (typeof method === 'string' && METHODS.includes(method.toUpperCase())),
    `faults.add: method must be one of ${METHODS.join(', ')}`,
  );
  check(
    status === undefined ||
      (Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599),
    'faults.add: status must be a whole number from 400 to 599',
  );
  check(
    delayMs === undefined ||
      (Number.isInteger(delayMs) && (delayMs as number) >= 0 && (delayMs as number) <= MAX_DELAY_MS),
    `faults.add: delayMs must be a whole number of milliseconds from 0 to ${MAX_DELAY_MS}`,
  );
  check(reset === undefined || typeof reset === 'boolean', 'faults.add: reset must be true or false');
  check(
    times === undefined || (Number.isInteger(times) && (times as number) >= 1),
    'faults.add: times must be a whole number of at least 1',
  );
  check(!(reset && status !== undefined), 'faults.add: give status or reset, not both');
  check(
    status !== undefined || reset === true || delayMs !== undefined,
    'faults.add: give status, delayMs or reset: what the fault does',
  );
  return {
    path,
    ...(method === undefined ? {} : { method: (method as string).toUpperCase() }),
    ...(status === undefined ? {} : { status: status as number }),
    ...(delayMs === undefined ? {} : { delayMs: delayMs as number }),
    ...(reset ? { reset: true } : {}),
    ...(times === undefined ? {} : { times: times as number }),
  };
}

/** `*` as any characters, everything else literal. */
function globPattern(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}
