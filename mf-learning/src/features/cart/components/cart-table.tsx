import type { CartItem } from '@tp/contracts/registrations';
import { Button } from '@tp/web-kit/ui/button';
import { Table } from '@tp/web-kit/ui/table';
import { Tag } from '@tp/web-kit/ui/tag';
import { useCartTexts } from '../cart-texts';
import { durationText, formatPrice, isPendingConfirmation } from '../utils/cart-items';

interface CartTableProps {
  items: CartItem[];
  removing: string | undefined;
  onRemove: (item: CartItem) => void;
}

/** Dark text on a pale ground, as on the class register badges (antd's preset colours fall short of WCAG AA). */
const PENDING_STYLE = { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f', marginInlineEnd: 0 };

/**
 * /cart: class, student, duration, price and Remove. A paid entry waiting for the teacher shows 'Pending payment
 * confirmation' instead: billing refuses to remove it.
 */
export function CartTable({ items, removing, onRemove }: CartTableProps) {
  const t = useCartTexts();
  return (
    <Table<CartItem>
      rowKey="_id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('classColumn'), dataIndex: 'className', key: 'className' },
        { title: t('student'), dataIndex: 'studentName', key: 'studentName' },
        { title: t('duration'), key: 'duration', render: (_, item) => t(durationText(item.durationType)) },
        { title: t('price'), key: 'price', align: 'right', render: (_, item) => formatPrice(item.price) },
        {
          title: t('action'),
          key: 'action',
          render: (_, item) =>
            isPendingConfirmation(item) ? (
              <Tag style={PENDING_STYLE}>{t('pendingConfirmation')}</Tag>
            ) : (
              <Button danger loading={removing === item._id} disabled={!!removing} aria-label={t('removeOf', { className: item.className, studentName: item.studentName })} onClick={() => onRemove(item)}>
                {t('remove')}
              </Button>
            ),
        },
      ]}
    />
  );
}
