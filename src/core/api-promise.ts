/** Data of a call, beside the raw `Response` it came in (its body already read). */
export interface WithResponse<T> {
  data: T;
  response: Response;
}

/**
 * The promise every call returns: await it for the data, or call `.withResponse()` for the raw
 * `Response` too. The request is sent at once, whether or not the promise is awaited.
 */
export class ApiPromise<T> implements PromiseLike<T> {
  private readonly result: Promise<WithResponse<T>>;

  constructor(result: Promise<WithResponse<T>>) {
    this.result = result;
  }

  /** The data and the raw `Response` (status, headers). */
  withResponse(): Promise<WithResponse<T>> {
    return this.result;
  }

  // biome-ignore lint/suspicious/noThenProperty: this object is a promise by design
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.result.then((r) => r.data).then(onFulfilled, onRejected);
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
}

/** A call refused before anything was sent, as the promise every call returns. */
export function refusedCall<T>(error: Error): ApiPromise<T> {
  return new ApiPromise<T>(Promise.reject(error));
}
