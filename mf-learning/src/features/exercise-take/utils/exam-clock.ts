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

/** 'mm:ss', or 'h:mm:ss' from an hour; a part second counts as a whole one (0 only at the end). */
export function clockLabel(remainingMs: number): string {
  const total = Math.ceil(Math.max(0, remainingMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
