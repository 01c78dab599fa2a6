import { useCallback, useEffect, useState, type DependencyList } from 'react';

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
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({ data: undefined, loading: true, error: undefined });
  const [round, setRound] = useState(0);
  const run = useCallback(load, deps);
  useEffect(() => {
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
