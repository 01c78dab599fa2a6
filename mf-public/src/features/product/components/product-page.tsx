import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Product } from '@tp/contracts/products';
import { formatDollars } from '@tp/contracts/product-rules';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { NavLink } from '@tp/web-kit/nav-link';
import { useApi } from '@tp/web-kit/use-api';
import { useSession } from '@tp/web-kit/use-session';
import { Alert } from '@tp/web-kit/ui/alert';
import { Card } from '@tp/web-kit/ui/card';
import { fetchProduct } from '../api/product';
import { BuyBox } from './buy-box';
import { ProductImage } from './product-image';
import { ProductReviews } from './product-reviews';
import { StarRating } from './star-rating';
import { useProductTexts } from './product-texts';
import './product-page.css';

/** /product/{id}: a leftover shop product with its rating, price, stock, Add To Cart and reviews. */
export function ProductPage() {
  const t = useProductTexts();
  const { id = '' } = useParams();
  const user = useSession();
  const { data, loading, error } = useApi((signal) => fetchProduct(id, signal), [id]);
  // A review answers the product with its new average: shown at once, without reading it again.
  const [reviewed, setReviewed] = useState<Product>();
  useEffect(() => setReviewed(undefined), [id]);
  const product = reviewed ?? data;

  if (loading && !product) return <Loading />;
  if (error || !product) return <Alert className="tp-product" type="error" showIcon role="alert" title={errorMessage(error, t('productNotFound'))} />;
  return (
    // In a card, as every page is: the site's theme (link colours included) reaches plain elements inside antd's.
    <Card className="tp-product">
      <NavLink to="/" className="tp-product-back">
        {t('goBack')}
      </NavLink>
      <div className="tp-product-main">
        <ProductImage product={product} />
        <div className="tp-product-details">
          <h1>{product.name}</h1>
          <div className="tp-product-rating">
            <StarRating value={product.rating} />
            <span>{t(product.numReviews === 1 ? 'oneReview' : 'reviews', { count: product.numReviews })}</span>
          </div>
          <p className="tp-product-price">{t('price', { price: formatDollars(product.price) })}</p>
          <p className="tp-product-description">{product.description}</p>
          {product.brand || product.category ? <p className="tp-product-meta">{[product.brand, product.category].filter(Boolean).join(' · ')}</p> : null}
          {user?.isAdmin ? <NavLink to={`/admin/product/${product._id}/edit`}>{t('editProduct')}</NavLink> : null}
        </div>
        <BuyBox product={product} />
      </div>
      <ProductReviews product={product} onReviewed={setReviewed} />
    </Card>
  );
}
