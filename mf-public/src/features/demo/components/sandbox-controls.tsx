import { Button } from '@tp/web-kit/ui/button';
import { inclineAcceleration, tanDegrees } from '../utils/projectile';
import { SCENE } from '../utils/sandbox-scene';
import type { SandboxSettings } from '../utils/sandbox-world';
import { SliderField } from './slider-field';
import { useSandboxTexts } from './sandbox-texts';

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
function blockForecast(mu: number, t: ReturnType<typeof useSandboxTexts>): string {
  const angle = SCENE.ramp.angleDegrees;
  const a = inclineAcceleration(angle, mu);
  if (a === 0) return t('frictionHolds', { angle, tan: tanDegrees(angle).toFixed(2) });
  return t('blockSlides', { angle, a: a.toFixed(2) });
}

/** The launcher's and the ramp's sliders, Fire, Pause/Resume and Reset. */
export function SandboxControls({ settings, onChange, running, disabled, onFire, onPause, onResume, onReset }: SandboxControlsProps) {
  const t = useSandboxTexts();
  const set = (field: keyof SandboxSettings) => (value: number) => onChange({ ...settings, [field]: value });
  return (
    <div className="tp-sandbox-controls">
      <fieldset>
        <legend>{t('launcher')}</legend>
        <SliderField label={t('launchAngle')} shown={(v) => `${v}°`} spoken={(value) => t('degrees', { value })} min={10} max={80} step={1} value={settings.angle} onChange={set('angle')} />
        <SliderField label={t('launchSpeed')} shown={(v) => `${v} m/s`} spoken={(value) => t('metresPerSecond', { value })} min={5} max={25} step={1} value={settings.speed} onChange={set('speed')} />
        <Button type="primary" onClick={onFire} disabled={disabled}>
          {t('fire')}
        </Button>
      </fieldset>
      <fieldset>
        <legend>{t('ramp', { angle: SCENE.ramp.angleDegrees })}</legend>
        <SliderField label={t('friction')} shown={(v) => v.toFixed(2)} spoken={(v) => v.toFixed(2)} min={0} max={1} step={0.05} value={settings.friction} onChange={set('friction')} />
        <p className="tp-sandbox-forecast">{blockForecast(settings.friction, t)}</p>
      </fieldset>
      <div className="tp-sandbox-buttons">
        <Button onClick={running ? onPause : onResume} disabled={disabled}>
          {running ? t('pause') : t('resume')}
        </Button>
        <Button onClick={onReset} disabled={disabled}>
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}
