import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { Upload } from '@tp/web-kit/ui/upload';
import { uploadProductImage } from '../api/products';

interface ProductImageFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A refused upload's message for the form's alert; undefined clears it. */
  onProblem: (problem: string | undefined) => void;
  /** While a file is on its way, so the form is not saved with the old picture. */
  onUploading: (uploading: boolean) => void;
}

/** The product picture: its address (an upload or an https address), a preview, and an upload button for images. */
export function ProductImageField({ id, value = '', onChange, onProblem, onUploading }: ProductImageFieldProps) {
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    onUploading(true);
    onProblem(undefined);
    try {
      onChange?.(await uploadProductImage(file));
    } catch (failure) {
      onProblem(errorMessage(failure));
    } finally {
      setBusy(false);
      onUploading(false);
    }
  };

  return (
    <div className="tp-admin-product-image">
      {value ? <img src={value} alt="Product image preview" /> : null}
      <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="/uploads/... or https://..." />
      {/* The one API client sends the file (bearer header, logout on a failed token), not antd's own request. */}
      <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} customRequest={({ file }) => void send(file as File)}>
        <Button icon={<UploadOutlined />} loading={busy}>
          Upload image
        </Button>
      </Upload>
    </div>
  );
}
