// Sizes and durations as the backup and restore commands print them.

/** @param {number} bytes */
export function sizeText(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** Seconds since `began` (a performance.now() reading), to a tenth. */
export const secondsSince = (/** @type {number} */ began) => Math.round((performance.now() - began) / 100) / 10;
