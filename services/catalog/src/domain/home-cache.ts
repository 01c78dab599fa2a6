/** The public home data, kept between reads; a change drops what was kept. It never fails a request. */
export interface HomeCache {
  /** What is kept under `name`, or what `load` gives (then kept). */
  read<T>(name: string, load: () => Promise<T>): Promise<T>;
  /** Call after the change has committed. */
  invalidate(): Promise<void>;
}
