import { useState } from 'react';
import type { Product } from '@tp/contracts/products';
import { formatDollars, quantityChoices } from '@tp/contracts/product-rules';
import { navigate } from '@tp/web-kit/navigate';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Select } from '@tp/web-kit/ui/select';

/** Price, stock status, a quantity (1 to the stock) and Add To Cart, which opens the cart with this product. */
export function BuyBox({ product }: { product: Product }) {
  const [qty, setQty] = useState(1);
  const choices = quantityChoices(product.countInStock);
  const inStock = choices.length > 0;
  return (
    <Card className="tp-product-buy" size="small">
      <dl className="tp-product-buy-facts">
        <dt>Price:</dt>
        <dd>{formatDollars(product.price)}</dd>
        <dt>Status:</dt>
        <dd>{inStock ? 'In Stock' : 'Out Of Stock'}</dd>
        {inStock ? (
          <>
            <dt id="tp-product-qty-label">Qty</dt>
            <dd>
              <Select aria-labelledby="tp-product-qty-label" value={qty} onChange={setQty} options={choices.map((n) => ({ value: n, label: String(n) }))} className="tp-product-qty" />
            </dd>
          </>
        ) : null}
      </dl>
      <Button type="primary" block disabled={!inStock} onClick={() => navigate(`/cart/${product._id}?qty=${qty}`)}>
        Add To Cart
      </Button>
    </Card>
  );
}
