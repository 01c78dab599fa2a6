import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again (after a change the screen made). */
  reload: () => void;
}

/**
 * Runs `load` (a web-kit client call) when the screen mounts and whenever `deps` change; an answer that arrives
 * after the screen moved on is dropped. Example: `useApi((signal) => apiGet('/user/getMyClasses', {}, signal), [])`.
 * `initial`: the answer the page came with (`usePageAnswer`, a page drawn on the server): shown at once, and the
 * first load is skipped; a change of `deps` or `reload` loads as usual.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, initial?: T): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>(() =>
    initial === undefined ? { data: undefined, loading: true, error: undefined } : { data: initial, loading: false, error: undefined },
  );
  const [round, setRound] = useState(0);
  const run = useCallback(load, deps);
  const answered = useRef(initial !== undefined);
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, loading: false, error: undefined }),
      (error: unknown) => !controller.signal.aborted && setState({ data: undefined, loading: false, error }),
    );
    return () => controller.abort();
  }, [run, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
