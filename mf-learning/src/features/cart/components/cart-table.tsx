import { Button } from '@tp/web-kit/ui/button';
import { Table } from '@tp/web-kit/ui/table';
import { durationLabel, formatPrice, type CartItem } from '../utils/cart-items';

interface CartTableProps {
  items: CartItem[];
  removing: string | undefined;
  onRemove: (item: CartItem) => void;
}

/** §2 /cart: class, student, duration, price and Remove. */
export function CartTable({ items, removing, onRemove }: CartTableProps) {
  return (
    <Table<CartItem>
      rowKey="_id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Class', dataIndex: 'className', key: 'className' },
        { title: 'Student', dataIndex: 'studentName', key: 'studentName' },
        { title: 'Duration', key: 'duration', render: (_, item) => durationLabel(item.durationType) },
        { title: 'Price', key: 'price', align: 'right', render: (_, item) => formatPrice(item.price) },
        {
          title: 'Action',
          key: 'action',
          render: (_, item) => (
            <Button danger loading={removing === item._id} disabled={!!removing} aria-label={`Remove ${item.className} for ${item.studentName}`} onClick={() => onRemove(item)}>
              Remove
            </Button>
          ),
        },
      ]}
    />
  );
}
