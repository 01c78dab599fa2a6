import { formatDollars, quantityChoices } from '@tp/contracts/product-rules';
import { NavLink } from '@tp/web-kit/nav-link';
import { Button } from '@tp/web-kit/ui/button';
import { Select } from '@tp/web-kit/ui/select';
import { Table } from '@tp/web-kit/ui/table';
import type { ProductCartItem } from '../hooks/use-product-cart';
import { useProductCartTexts } from '../product-cart-texts';

interface ProductCartTableProps {
  items: ProductCartItem[];
  onQtyChange: (productId: string, qty: number) => void;
  onRemove: (productId: string) => void;
}

/** Each product with its picture, price, a quantity (1 to the stock) and Remove; one out of stock says so. */
export function ProductCartTable({ items, onQtyChange, onRemove }: ProductCartTableProps) {
  const t = useProductCartTexts();
  return (
    <Table<ProductCartItem>
      rowKey={(item) => item.product._id}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('product'),
          key: 'product',
          render: (_, { product }) => (
            <span className="tp-product-cart-product">
              {product.image ? <img src={product.image} alt="" /> : <span className="tp-product-cart-no-image" aria-hidden />}
              <NavLink to={`/product/${product._id}`}>{product.name}</NavLink>
            </span>
          ),
        },
        { title: t('price'), key: 'price', align: 'right', render: (_, { product }) => formatDollars(product.price) },
        {
          title: t('qty'),
          key: 'qty',
          render: (_, { product, qty }) =>
            qty > 0 ? (
              <Select
                aria-label={t('quantityOf', { name: product.name })}
                value={qty}
                onChange={(value: number) => onQtyChange(product._id, value)}
                options={quantityChoices(product.countInStock).map((n) => ({ value: n, label: String(n) }))}
                className="tp-product-cart-qty"
              />
            ) : (
              t('outOfStock')
            ),
        },
        {
          title: t('action'),
          key: 'action',
          render: (_, { product }) => (
            <Button danger aria-label={t('removeOf', { name: product.name })} onClick={() => onRemove(product._id)}>
              {t('remove')}
            </Button>
          ),
        },
      ]}
    />
  );
}
