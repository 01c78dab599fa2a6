import type { Product } from '@tp/contracts/products';
import { getContentLanguage } from '@tp/web-kit/content-language';
import { NavLink } from '@tp/web-kit/nav-link';
import { currentPathWithQuery } from '@tp/web-kit/navigate';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';
import { useProductTexts } from './product-texts';

/** A review's day, as the interface's language writes dates. */
const reviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString(getContentLanguage() === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The reviews, newest first, and under them the form to write one: signed-in users who have not reviewed the
 * product yet see it; visitors a link to sign in and come back.
 */
export function ProductReviews({ product, onReviewed }: { product: Product; onReviewed: (product: Product) => void }) {
  const t = useProductTexts();
  const user = useSession();
  // The sign-in link sits inside the sentence, where each language puts it.
  const [beforeLink, linkText, afterLink] = t('pleaseSignIn').split(/<\/?link>/);
  const reviewed = !!user && product.reviews.some((review) => review.user === user._id);
  return (
    <section aria-labelledby="tp-product-reviews" className="tp-product-reviews">
      <h2 id="tp-product-reviews">{t('reviewsHeading')}</h2>
      {product.reviews.length ? (
        <ul className="tp-product-review-list">
          {product.reviews.map((review) => (
            <li key={review._id}>
              <strong>{review.name}</strong>
              <StarRating value={review.rating} />
              <p className="tp-product-review-date">{reviewDate(review.createdAt)}</p>
              <p className="tp-product-review-comment">{review.comment}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Alert type="info" title={t('noReviews')} />
      )}
      <h3>{t('writeReview')}</h3>
      {!user ? (
        <p>
          {beforeLink}
          <NavLink to={`/login?redirect=${encodeURIComponent(currentPathWithQuery())}`}>{linkText}</NavLink>
          {afterLink}
        </p>
      ) : reviewed ? (
        <p>{t('reviewed')}</p>
      ) : (
        <ReviewForm productId={product._id} onReviewed={onReviewed} />
      )}
    </section>
  );
}
