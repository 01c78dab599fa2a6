/**
 * The exam's countdown counts on the page's monotonic clock (performance.now), never the computer's calendar clock:
 * the server says how many milliseconds are left, and the deadline is that far ahead of now on the monotonic clock.
 * A wrong or changed computer clock moves neither.
 */
export function deadlineAfter(remainingMs: number, monotonicNow: number): number {
  return monotonicNow + Math.max(0, remainingMs);
}

export function remainingUntil(deadline: number, monotonicNow: number): number {
  return Math.max(0, deadline - monotonicNow);
}
