import { starsOf } from '@tp/contracts/product-rules';
import { Rate } from '@tp/web-kit/ui/rate';
import { useProductTexts } from './product-texts';

/**
 * A rating shown as stars on the scale of 1 to 5 with halves (an average is drawn to the nearest half). The stars
 * are hidden from screen readers, which read 'Rated 4.5 out of 5' instead of five unnamed, disabled radios.
 */
export function StarRating({ value }: { value: number }) {
  const t = useProductTexts();
  const stars = starsOf(value);
  return (
    <span className="tp-star-rating">
      <span className="tp-star-rating-text">{t('rated', { stars })}</span>
      <Rate disabled allowHalf value={stars} aria-hidden />
    </span>
  );
}
