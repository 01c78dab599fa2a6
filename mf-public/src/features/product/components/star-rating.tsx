import { starsOf } from '@tp/contracts/product-rules';
import { Rate } from '@tp/web-kit/ui/rate';

/**
 * A rating shown as stars on the scale of 1 to 5 with halves (an average is drawn to the nearest half). Screen
 * readers hear 'Rated 4.5 out of 5' rather than five unnamed stars.
 */
export function StarRating({ value }: { value: number }) {
  const stars = starsOf(value);
  return (
    <span className="tp-star-rating" role="img" aria-label={`Rated ${stars} out of 5`}>
      <Rate disabled allowHalf value={stars} aria-hidden />
    </span>
  );
}
