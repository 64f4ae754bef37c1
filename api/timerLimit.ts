/**
 * setTimeout's longest delay (a 32-bit signed count of milliseconds, about 24.8 days): a clock
 * planning something further ahead waits this long, then plans again.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;
