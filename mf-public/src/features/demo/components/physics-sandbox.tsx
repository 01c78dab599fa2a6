import { useMemo, useState } from 'react';
import { Loading } from '@tp/web-kit/loading';
import { Alert } from '@tp/web-kit/ui/alert';
import { usePhysicsSandbox } from '../hooks/use-physics-sandbox';
import { launchRange } from '../utils/projectile';
import { prefersReducedMotion } from '../utils/reduced-motion';
import type { SandboxSettings } from '../utils/sandbox-world';
import { SCENE } from '../utils/sandbox-scene';
import { LaunchPrediction } from './launch-prediction';
import { SandboxControls } from './sandbox-controls';
import { SandboxReadout } from './sandbox-readout';
import { SandboxStatus } from './sandbox-status';
import { useSandboxTexts } from './sandbox-texts';
import './physics-sandbox.css';

const START: SandboxSettings = { angle: 45, speed: 18, friction: 0.2 };

/**
 * The physics sandbox: a launcher firing a ball (angle and speed sliders) and a ramp with a block (friction slider),
 * with Pause/Resume and Reset, the ball's distance, height and flight time, and the predicted range typeset beside.
 * The world's state is also on the element's data attributes (what a test reads; the page's text says the same).
 */
export function PhysicsSandbox({ wide = false }: { wide?: boolean }) {
  const t = useSandboxTexts();
  const [settings, setSettings] = useState(START);
  const startPaused = useMemo(prefersReducedMotion, []);
  const sandbox = usePhysicsSandbox(settings, startPaused);
  const { snapshot, status } = sandbox;
  const pixelRatio = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

  return (
    <div
      className={wide ? 'tp-sandbox tp-sandbox-wide' : 'tp-sandbox'}
      data-testid="physics-sandbox"
      data-status={status}
      data-running={snapshot ? String(snapshot.running) : undefined}
      data-ball={snapshot?.ball}
      data-ball-x={snapshot?.x.toFixed(2)}
      data-ball-height={snapshot?.height.toFixed(2)}
      data-flight-time={snapshot?.flightTime.toFixed(3)}
    >
      <div className="tp-sandbox-view">
        <div className="tp-sandbox-stage">
          <canvas
            ref={sandbox.canvasRef}
            width={SCENE.width * pixelRatio}
            height={SCENE.height * pixelRatio}
            role="img"
            aria-label={t('canvas')}
          />
          {status === 'loading' && (
            <div className="tp-sandbox-overlay">
              <Loading label={t('loadingEngine')} />
            </div>
          )}
        </div>
        {status === 'error' && <Alert type="error" showIcon role="alert" title={t('engineFailed')} />}
        <SandboxStatus snapshot={snapshot} predicted={launchRange(settings.speed, settings.angle)} />
        {startPaused && <p className="tp-sandbox-note">{t('reducedMotion')}</p>}
        <SandboxReadout snapshot={snapshot} />
      </div>
      <div className="tp-sandbox-panel">
        <SandboxControls
          settings={settings}
          onChange={setSettings}
          running={snapshot?.running ?? false}
          disabled={status !== 'ready'}
          onFire={sandbox.fire}
          onPause={sandbox.pause}
          onResume={sandbox.resume}
          onReset={sandbox.reset}
        />
        <LaunchPrediction angle={settings.angle} speed={settings.speed} />
      </div>
    </div>
  );
}
