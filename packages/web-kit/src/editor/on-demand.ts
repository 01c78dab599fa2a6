import { useEffect, useRef, useState } from 'react';

/**
 * A module fetched the first time it is asked for, then kept: `onDemand(() => import('@tp/web-kit/editor/x'))`. A
 * failed download (offline, a new deployment) is forgotten, so the next ask tries again.
 */
export function onDemand<M>(importer: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    if (!pending) {
      pending = importer();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}

/**
 * The module of `load` once `wanted` has been true (kept afterwards, so a dialog can play its closing animation);
 * `failed` when its download failed, `retry` to try again.
 */
export function useOnDemand<M>(load: () => Promise<M>, wanted: boolean): { loaded: M | null; failed: boolean; retry: () => void } {
  const [loaded, setLoaded] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!wanted || loaded) return;
    // Not dropped when `wanted` turns false meanwhile: a dialog closed while loading opens at once next time.
    load().then(
      (module) => mounted.current && setLoaded(() => module),
      () => mounted.current && setFailed(true),
    );
  }, [load, wanted, loaded, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { loaded, failed, retry };
}
