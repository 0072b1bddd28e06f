import { InputError } from './errors.ts';

/** Data of a call, beside the raw `Response` it came in (its body already read: use `.asResponse()` to read it yourself). */
export interface WithResponse<T> {
  data: T;
  response: Response;
}

/**
 * The two ways a call can run, of which it runs one: for its data (the body read, checked and unwrapped),
 * or for its raw `Response` (statuses handled, the body left unread).
 */
export interface CallRun<T> {
  data(): Promise<WithResponse<T>>;
  response(): Promise<Response>;
}

/**
 * The promise every call returns: await it for the data, call `.withResponse()` for the raw `Response`
 * too, or `.asResponse()` for the `Response` alone with its body unread. The request is sent at once,
 * whether or not the promise is awaited.
 */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #run: CallRun<T>;
  #data: Promise<WithResponse<T>> | undefined;
  #response: Promise<Response> | undefined;

  constructor(run: CallRun<T>) {
    this.#run = run;
    // Started after the code that made the call has run, so that `.asResponse()` chained on it decides
    // how; still before any I/O: the request leaves whether or not anything awaits it.
    queueMicrotask(() => {
      if (!this.#response) void this.#dataRun();
    });
  }

  /** The data and the raw `Response` (status, headers; its body already read for the data). */
  withResponse(): Promise<WithResponse<T>> {
    return this.#dataRun();
  }

  /**
   * The raw `Response` with its body unread, for the caller to read or stream as it likes (no
   * `maxResponseBytes` cap, no check of the answer; the timeout covers the wait for its headers). Statuses
   * are handled as for the data: an error status throws, 429 and 5xx are retried. Call it on the call
   * itself, as `await pike13.desk.people.get(7).asResponse()`: once awaited for its data, a call's body is read.
   */
  asResponse(): Promise<Response> {
    if (this.#data) {
      return Promise.reject(
        new InputError('asResponse() comes too late: this call was already sent to read its data'),
      );
    }
    this.#response ??= this.#run.response();
    return this.#response;
  }

  // biome-ignore lint/suspicious/noThenProperty: this object is a promise by design
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#dataRun()
      .then((r) => r.data)
      .then(onFulfilled, onRejected);
  }

  /** The data, or what `onRejected` makes of the error. */
  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  /** Runs `onFinally` once the call settles; the data or error passes through. */
  finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }

  /** `[object ApiPromise]`. */
  get [Symbol.toStringTag](): string {
    return 'ApiPromise';
  }

  #dataRun(): Promise<WithResponse<T>> {
    if (this.#response) {
      return Promise.reject(
        new InputError('this call was sent by asResponse(): its body is the Response’s to read, not parsed'),
      );
    }
    this.#data ??= this.#run.data();
    return this.#data;
  }
}

/** A call refused before anything was sent, as the promise every call returns. */
export function refusedCall<T>(error: Error): ApiPromise<T> {
  return new ApiPromise<T>({ data: () => Promise.reject(error), response: () => Promise.reject(error) });
}
