import { useState } from 'react';
import type { CartItem } from '@tp/contracts/registrations';
import { announceCartChanged } from '@tp/web-kit/cart-events';
import { Loading } from '@tp/web-kit/loading';
import { navigate } from '@tp/web-kit/navigate';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Empty } from '@tp/web-kit/ui/empty';
import { Flex } from '@tp/web-kit/ui/flex';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { message } from '@tp/web-kit/ui/message';
import { useSignedInUser } from '@tp/web-kit/use-signed-in-user';
import { removeFromCart } from '../api/cart';
import { CartLoadError, useCart } from '../hooks/use-cart';
import { amountDue, formatPrice, isPendingConfirmation } from '../utils/cart-items';
import { useCartTexts } from '../cart-texts';
import { CartTable } from './cart-table';
import './cart-page.css';

/**
 * /cart: the header shows the cart to every signed-in non-admin, so teachers come here too and find it empty; admins
 * have no cart.
 */
export function CartPage() {
  const t = useCartTexts();
  const user = useSignedInUser();
  const { data: items, loading, error, reload } = useCart(user);
  const [removing, setRemoving] = useState<string>();

  const remove = async (item: CartItem) => {
    setRemoving(item._id);
    try {
      await removeFromCart(item.classId, item.userId);
      void message.success(t('removed'));
      announceCartChanged();
      reload();
    } catch {
      void message.error(t('removeFailed'));
    } finally {
      setRemoving(undefined);
    }
  };

  let body;
  if (loading && !items) body = <Loading />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={t(error instanceof CartLoadError ? error.text : 'notLoaded')} />;
  else if (!items?.length) {
    body = (
      <Empty description={inInterfaceLanguage('Your cart is empty')}>
        <Button type="primary" onClick={() => navigate('/')}>
          {t('browseClasses')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <>
        <CartTable items={items} removing={removing} onRemove={(item) => void remove(item)} />
        {items.some(isPendingConfirmation) ? <p className="tp-cart-note">{t('pendingNote')}</p> : null}
        <Flex className="tp-cart-footer" justify="flex-end" align="center" gap={24}>
          <span className="tp-cart-total" aria-live="polite">
            {t('total')} <strong>{formatPrice(amountDue(items))}</strong>
          </span>
          <Button type="primary" size="large" onClick={() => void message.info(t('checkoutSoon'))}>
            {t('checkout')}
          </Button>
        </Flex>
      </>
    );
  }

  return (
    <div className="tp-cart">
      <Card>
        <h1 className="tp-cart-title">{t('title')}</h1>
        {body}
      </Card>
    </div>
  );
}
