import { useState } from 'react';
import type { Product } from '@tp/contracts/products';
import { formatDollars, quantityChoices } from '@tp/contracts/product-rules';
import { navigate } from '@tp/web-kit/navigate';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Select } from '@tp/web-kit/ui/select';
import { useProductTexts } from './product-texts';

/** Price, stock status, a quantity (1 to the stock) and Add To Cart, which opens the cart with this product. */
export function BuyBox({ product }: { product: Product }) {
  const t = useProductTexts();
  const [qty, setQty] = useState(1);
  const choices = quantityChoices(product.countInStock);
  const inStock = choices.length > 0;
  return (
    <Card className="tp-product-buy" size="small">
      <dl className="tp-product-buy-facts">
        <dt>{t('priceTerm')}</dt>
        <dd>{formatDollars(product.price)}</dd>
        <dt>{t('statusTerm')}</dt>
        <dd>{inStock ? t('inStock') : t('outOfStock')}</dd>
        {inStock ? (
          <>
            <dt id="tp-product-qty-label">{t('qty')}</dt>
            <dd>
              <Select aria-labelledby="tp-product-qty-label" value={qty} onChange={setQty} options={choices.map((n) => ({ value: n, label: String(n) }))} className="tp-product-qty" />
            </dd>
          </>
        ) : null}
      </dl>
      <Button type="primary" block disabled={!inStock} onClick={() => navigate(`/cart/${product._id}?qty=${qty}`)}>
        {t('addToCart')}
      </Button>
    </Card>
  );
}
