import { useEffect, useMemo, useRef, useState } from 'react';
import { SandboxEngine, type SandboxSnapshot } from '../utils/sandbox-engine';
import type { MatterModule, SandboxSettings } from '../utils/sandbox-world';

export type SandboxStatus = 'loading' | 'ready' | 'error';

/** matter-js arrives in its own chunk, fetched when a sandbox first shows: no other page downloads it. */
async function loadMatter(): Promise<MatterModule> {
  const module = await import(/* webpackChunkName: "matter" */ 'matter-js');
  return (module.default ?? module) as MatterModule;
}

/**
 * The sandbox's world on the canvas `canvasRef` points at, built once matter-js has loaded and torn down when the
 * component leaves the page (single-spa unmounts it when the visitor goes elsewhere): no engine keeps running.
 * `startPaused` (reduced motion asked for): nothing moves until the visitor fires or resumes.
 */
export function usePhysicsSandbox(settings: SandboxSettings, startPaused: boolean) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<SandboxEngine | null>(null);
  const settingsRef = useRef(settings);
  const [status, setStatus] = useState<SandboxStatus>('loading');
  const [snapshot, setSnapshot] = useState<SandboxSnapshot | null>(null);

  useEffect(() => {
    settingsRef.current = settings;
    engineRef.current?.update(settings);
  }, [settings]);

  useEffect(() => {
    let left = false;
    loadMatter().then(
      (matter) => {
        if (left || !canvasRef.current) return;
        engineRef.current = new SandboxEngine(matter, canvasRef.current, settingsRef.current, setSnapshot, { startPaused });
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('The physics engine could not be loaded', error);
        if (!left) setStatus('error');
      },
    );
    return () => {
      left = true;
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [startPaused]);

  const controls = useMemo(
    () => ({
      fire: () => engineRef.current?.fire(),
      pause: () => engineRef.current?.pause(),
      resume: () => engineRef.current?.resume(),
      reset: () => engineRef.current?.reset(),
    }),
    [],
  );
  return { canvasRef, status, snapshot, ...controls };
}
