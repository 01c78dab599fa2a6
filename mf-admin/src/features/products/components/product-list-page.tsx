import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDollars } from '@tp/contracts/product-rules';
import type { ProductSummary } from '@tp/contracts/products';
import { errorMessage } from '@tp/web-kit/api-error';
import { DeleteButton } from '@tp/web-kit/delete-button';
import { NavLink } from '@tp/web-kit/nav-link';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Table } from '@tp/web-kit/ui/table';
import { createProduct, deleteProduct, fetchProducts, PRODUCT_PAGE_SIZE } from '../api/products';
import { useAdminTexts } from '../../../components/admin-texts';
import './products.css';

/** /admin/productlist: the leftover shop's products, a search, Create Product, Edit and Delete ('Are you sure'). */
export function ProductListPage() {
  const t = useAdminTexts();
  const go = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, loading, error, reload } = useApi((signal) => fetchProducts(keyword, page, signal), [keyword, page]);

  const create = async () => {
    setCreating(true);
    try {
      const made = await createProduct();
      void go(`/admin/product/${made._id}/edit`);
    } catch (failure) {
      void message.error(errorMessage(failure));
      setCreating(false);
    }
  };

  const remove = async (product: ProductSummary) => {
    try {
      await deleteProduct(product._id);
      void message.success('Delete success');
      // The last product of a page gone: show the page before it.
      if (data?.list.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  };

  return (
    <div className="tp-admin-products">
      <Card>
        <div className="tp-admin-products-bar">
          <h1>{t('products')}</h1>
          <Input.Search
            aria-label={t('searchProducts')}
            placeholder={t('searchByName')}
            allowClear
            enterButton={t('search')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
          <Button type="primary" loading={creating} onClick={() => void create()}>
            {t('createProduct')}
          </Button>
        </div>
        {error ? <Alert type="error" showIcon role="alert" title={errorMessage(error, t('productsNotLoaded'))} /> : null}
        <Table<ProductSummary>
          rowKey="_id"
          loading={loading}
          dataSource={data?.list}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PRODUCT_PAGE_SIZE, total: data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
          locale={{ emptyText: t('noProductFound') }}
          columns={[
            { title: t('name'), key: 'name', render: (_, product) => <NavLink to={`/product/${product._id}`}>{product.name}</NavLink> },
            { title: t('price'), key: 'price', align: 'right', render: (_, product) => formatDollars(product.price) },
            { title: t('category'), dataIndex: 'category' },
            { title: t('brand'), dataIndex: 'brand' },
            { title: t('inStock'), dataIndex: 'countInStock', align: 'right' },
            { title: t('reviews'), dataIndex: 'numReviews', align: 'right' },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, product) => (
                <span className="tp-admin-products-actions">
                  <Link to={`/admin/product/${product._id}/edit`} aria-label={t('editNamed', { name: product.name })}>
                    {t('edit')}
                  </Link>
                  <DeleteButton what={product.name} onConfirm={() => remove(product)} />
                </span>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
