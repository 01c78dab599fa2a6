import type { Product } from '@tp/contracts/products';
import { useProductTexts } from './product-texts';

/** The product's picture, or a plain frame naming it when it has none yet (a sample just created). */
export function ProductImage({ product }: { product: Pick<Product, 'name' | 'image'> }) {
  const t = useProductTexts();
  return product.image ? (
    <img className="tp-product-image" src={product.image} alt={product.name} />
  ) : (
    <div className="tp-product-image tp-product-image-none" role="img" aria-label={t('noPictureOf', { name: product.name })}>
      {t('noPicture')}
    </div>
  );
}
