/** The longest delay a timer keeps (2^31 - 1 ms): `setTimeout` fires a longer one at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
