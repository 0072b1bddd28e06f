/**
 * The items of several async generators as each comes, so that they run side by side. A generator is
 * asked for its next item only once its last was taken: none reads ahead of its own. When the taker stops
 * early, each generator still running is told to return once its item in flight settles.
 */
export async function* sideBySide<T>(generators: readonly AsyncGenerator<T>[]): AsyncGenerator<T> {
  type Settled = { index: number; result?: IteratorResult<T>; error?: unknown };
  const next = (index: number): Promise<Settled> =>
    (generators[index] as AsyncGenerator<T>).next().then(
      (result) => ({ index, result }),
      (error: unknown) => ({ index, error }),
    );
  const pending = new Map<number, Promise<Settled>>(generators.map((_, index) => [index, next(index)]));
  try {
    while (pending.size > 0) {
      const { index, result, error } = await Promise.race(pending.values());
      if (error !== undefined) throw error;
      if (result?.done) {
        pending.delete(index);
        continue;
      }
      pending.delete(index);
      yield (result as IteratorYieldResult<T>).value;
      pending.set(index, next(index));
    }
  } finally {
    for (const [index, inFlight] of pending) {
      void inFlight.then(() => (generators[index] as AsyncGenerator<T>).return(undefined)).catch(() => {});
    }
  }
}
