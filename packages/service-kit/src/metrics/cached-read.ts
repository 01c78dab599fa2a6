/**
 * A read made at scrape time, at most once every `maxAgeMs`: a storm of scrapes (several Prometheus servers, a
 * curl loop) costs the database one query per period. Scrapes during a read share it; a failed read leaves the
 * last value (undefined before the first).
 */
export function cachedRead<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T | undefined> {
  let value: T | undefined;
  let readAt = -Infinity;
  let running: Promise<T | undefined> | undefined;
  return () => {
    if (performance.now() - readAt < maxAgeMs) return Promise.resolve(value);
    running ??= read()
      .then((fresh) => (value = fresh), () => value)
      .finally(() => {
        readAt = performance.now();
        running = undefined;
      });
    return running;
  };
}
