/**
 * An axis of counts (students, homework): whole-number ticks from 0, at most five steps, so no axis reads '0.2
 * students'. `max` is the largest count drawn; the axis's top is the last tick.
 */
export function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 5));
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
