import { useParams, useSearchParams } from 'react-router';
import { formatDollars } from '@tp/contracts/product-rules';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { Loading } from '@tp/web-kit/loading';
import { navigate } from '@tp/web-kit/navigate';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Empty } from '@tp/web-kit/ui/empty';
import { Flex } from '@tp/web-kit/ui/flex';
import { message } from '@tp/web-kit/ui/message';
import { useProductCart } from '../hooks/use-product-cart';
import { subtotal } from '../utils/product-cart-store';
import { useProductCartTexts } from '../product-cart-texts';
import { ProductCartTable } from './product-cart-table';
import './product-cart-page.css';

/**
 * /cart/{id}?qty={n}: the leftover shop's cart of this browser, with that product put in. Anyone may use it, signed
 * in or not; checkout is only announced. (/cart alone is the class cart.)
 */
export function ProductCartPage() {
  const t = useProductCartTexts();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { items, gone, loading, error, changeQty, remove } = useProductCart(id, search.get('qty'));

  let body;
  if (loading && !items) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={errorMessage(error, t('notLoaded'))} />;
  else if (!items?.length) {
    body = (
      <Empty description={inInterfaceLanguage('Your cart is empty')}>
        <Button type="primary" onClick={() => navigate('/')}>
          {t('goBack')}
        </Button>
      </Empty>
    );
  } else {
    const counted = items.filter((item) => item.qty > 0).map((item) => ({ price: item.product.price, qty: item.qty }));
    const count = counted.reduce((sum, item) => sum + item.qty, 0);
    body = (
      <>
        <ProductCartTable items={items} onQtyChange={changeQty} onRemove={remove} />
        <Flex className="tp-product-cart-footer" justify="flex-end" align="center" gap={24}>
          <span className="tp-product-cart-subtotal" aria-live="polite">
            {t(count === 1 ? 'subtotalOne' : 'subtotalMany', { count })} <strong>{formatDollars(subtotal(counted))}</strong>
          </span>
          <Button type="primary" size="large" disabled={count === 0} onClick={() => void message.info(t('checkoutSoon'))}>
            {t('proceed')}
          </Button>
        </Flex>
      </>
    );
  }

  return (
    <div className="tp-product-cart">
      <Card>
        <h1 className="tp-product-cart-title">{t('title')}</h1>
        {gone ? <Alert className="tp-product-cart-gone" type="warning" showIcon title={t('gone')} /> : null}
        {body}
      </Card>
    </div>
  );
}
