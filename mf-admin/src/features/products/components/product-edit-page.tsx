import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { firstProblem, productUpdateRequest, type ProductUpdateRequest } from '@tp/contracts/product-rules';
import type { Product } from '@tp/contracts/products';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ImageUploadField } from '@tp/web-kit/image-upload-field';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { InputNumber } from '@tp/web-kit/ui/input-number';
import { message } from '@tp/web-kit/ui/message';
import { fetchProduct, updateProduct, uploadProductImage } from '../api/products';
import { useAdminTexts } from '../../../components/admin-texts';
import { useRuleMessage } from '../../../components/rule-message';
import './products.css';

// The numbers are not bounded by the inputs: the shared rule says what is wrong instead of changing what was typed.
type ProductForm = Required<ProductUpdateRequest>;

/** /admin/product/{id}/edit: name, price, image (an address or an upload), brand, stock, category, description. */
export function ProductEditPage() {
  const t = useAdminTexts();
  const { id = '' } = useParams();
  const { data: product, loading, error } = useApi((signal) => fetchProduct(id, signal), [id]);
  if (loading && !product) return <Loading />;
  if (error || !product) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('productNotFound'))} />;
  return <ProductEditor key={product._id} product={product} />;
}

function ProductEditor({ product }: { product: Product }) {
  const t = useAdminTexts();
  const ruleMessage = useRuleMessage();
  const go = useNavigate();
  const [form] = Form.useForm<ProductForm>();
  const [uploading, setUploading] = useState(false);
  const { busy, problem, setProblem, submit } = useSubmission();
  const initial: ProductForm = {
    name: product.name, price: product.price, image: product.image, brand: product.brand,
    countInStock: product.countInStock, category: product.category, description: product.description,
  };

  const save = async () => {
    const values = { ...initial, ...form.getFieldsValue(true) } as ProductForm;
    const saved = await submit(() => updateProduct(product._id, values).then(() => undefined), { check: () => firstProblem(productUpdateRequest, values) });
    if (saved) {
      void message.success('Successfully saved');
      void go('/admin/productlist');
    }
  };

  return (
    <div className="tp-admin-product-edit">
      <Card>
        <div className="tp-admin-product-edit-head">
          <h1>{t('editProduct')}</h1>
          <Link to="/admin/productlist">{t('goBack')}</Link>
        </div>
        <ProblemAlert problem={ruleMessage(problem)} />
        <Form<ProductForm> form={form} layout="vertical" initialValues={initial} onFinish={() => void save()} disabled={busy}>
          <Form.Item label={t('name')} name="name"><Input /></Form.Item>
          <Form.Item label={t('price')} name="price"><InputNumber step={0.01} prefix="$" className="tp-admin-product-number" /></Form.Item>
          <Form.Item label={t('image')} name="image">
            <ImageUploadField
              upload={uploadProductImage}
              onProblem={setProblem}
              onUploading={setUploading}
              previewAlt={t('productImagePreview')}
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="tp-admin-product-image"
            />
          </Form.Item>
          <Form.Item label={t('brand')} name="brand"><Input /></Form.Item>
          <Form.Item label={t('countInStock')} name="countInStock"><InputNumber className="tp-admin-product-number" /></Form.Item>
          <Form.Item label={t('category')} name="category"><Input /></Form.Item>
          <Form.Item label={t('description')} name="description"><Input.TextArea rows={4} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={uploading}>
            {t('update')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
