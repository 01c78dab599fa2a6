import { Button } from '@tp/web-kit/ui/button';
import { inclineAcceleration, tanDegrees } from '../utils/projectile';
import { SCENE } from '../utils/sandbox-scene';
import type { SandboxSettings } from '../utils/sandbox-world';
import { SliderField } from './slider-field';

interface SandboxControlsProps {
  settings: SandboxSettings;
  onChange: (settings: SandboxSettings) => void;
  running: boolean;
  disabled: boolean;
  onFire: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}

/** What friction does to the block, by Newton's second law along the ramp. */
function blockForecast(mu: number): string {
  const angle = SCENE.ramp.angleDegrees;
  const a = inclineAcceleration(angle, mu);
  if (a === 0) return `Friction holds the block: μ ≥ tan ${angle}° ≈ ${tanDegrees(angle).toFixed(2)}.`;
  return `The block slides with a = g(sin ${angle}° − μ cos ${angle}°) ≈ ${a.toFixed(2)} m/s².`;
}

/** The launcher's and the ramp's sliders, Fire, Pause/Resume and Reset. */
export function SandboxControls({ settings, onChange, running, disabled, onFire, onPause, onResume, onReset }: SandboxControlsProps) {
  const set = (field: keyof SandboxSettings) => (value: number) => onChange({ ...settings, [field]: value });
  return (
    <div className="tp-sandbox-controls">
      <fieldset>
        <legend>Launcher</legend>
        <SliderField label="Launch angle" shown={(v) => `${v}°`} spoken={(v) => `${v} degrees`} min={10} max={80} step={1} value={settings.angle} onChange={set('angle')} />
        <SliderField label="Launch speed" shown={(v) => `${v} m/s`} spoken={(v) => `${v} metres per second`} min={5} max={25} step={1} value={settings.speed} onChange={set('speed')} />
        <Button type="primary" onClick={onFire} disabled={disabled}>
          Fire
        </Button>
      </fieldset>
      <fieldset>
        <legend>Ramp ({SCENE.ramp.angleDegrees}°)</legend>
        <SliderField label="Friction coefficient μ" shown={(v) => v.toFixed(2)} spoken={(v) => v.toFixed(2)} min={0} max={1} step={0.05} value={settings.friction} onChange={set('friction')} />
        <p className="tp-sandbox-forecast">{blockForecast(settings.friction)}</p>
      </fieldset>
      <div className="tp-sandbox-buttons">
        <Button onClick={running ? onPause : onResume} disabled={disabled}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Button onClick={onReset} disabled={disabled}>
          Reset
        </Button>
      </div>
    </div>
  );
}
