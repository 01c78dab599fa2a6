import { useId } from 'react';
import { Slider } from '@tp/web-kit/ui/slider';

interface SliderFieldProps {
  label: string;
  /** The value as shown beside the label, with its unit ("45°", "18 m/s"). */
  shown: (value: number) => string;
  /** The value as a screen reader says it ("45 degrees"). */
  spoken: (value: number) => string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}

/** A labelled slider with its value and unit always visible; the handle is named by the label. */
export function SliderField({ label, shown, spoken, min, max, step, value, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="tp-slider-field">
      <div className="tp-slider-field-label">
        <span id={id}>{label}</span>
        <span className="tp-slider-field-value">{shown(value)}</span>
      </div>
      <Slider
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={onChange}
        ariaLabelledByForHandle={id}
        ariaValueTextFormatterForHandle={spoken}
        tooltip={{ formatter: (v) => (v === undefined ? '' : shown(v)) }}
      />
    </div>
  );
}
