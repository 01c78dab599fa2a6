/** Time left as a clock shows it: 'mm:ss', or 'h:mm:ss' from an hour; a part second counts as a whole one (0 only at the end). */
export function clockLabel(remainingMs: number): string {
  const total = Math.ceil(Math.max(0, remainingMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
