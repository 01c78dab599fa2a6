import { cloneElement, type ReactElement } from 'react';
import { RATING_LABELS } from '@tp/contracts/product-rules';
import { Rate } from '@tp/web-kit/ui/rate';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { useProductTexts } from './product-texts';

interface RatingInputProps {
  value?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
}

type StarElement = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

/** rc-rate draws a star as <li><div role="radio">: the radio gets the name. */
const named = (star: StarElement, name: string) => cloneElement(star, {}, cloneElement(star.props.children, { 'aria-label': name }));

/**
 * The review's rating, 1 to 5 whole stars, each named with its label (Poor to Excellent) for screen readers and as
 * a tooltip; the chosen label is written beside the stars.
 */
export function RatingInput({ value = 0, onChange, disabled }: RatingInputProps) {
  const t = useProductTexts();
  const label = (rating: number) => t(RATING_LABELS[rating - 1]!);
  return (
    <span className="tp-rating-input">
      <span role="radiogroup" aria-label={t('rating')}>
        <Rate
          value={value}
          onChange={onChange}
          disabled={disabled}
          // Each star is an unnamed radio by default: it gets 'n stars, Label', and the label as its tooltip.
          characterRender={(star, { index = 0 }) => (
            <Tooltip title={label(index + 1)}>{named(star as StarElement, t(index ? 'stars' : 'oneStar', { count: index + 1, label: label(index + 1) }))}</Tooltip>
          )}
        />
      </span>
      <span className="tp-rating-input-label" aria-live="polite">
        {value ? t('chosenRating', { count: value, label: label(value) }) : t('selectRating')}
      </span>
    </span>
  );
}
