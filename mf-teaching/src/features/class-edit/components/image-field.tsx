import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { Upload } from '@tp/web-kit/ui/upload';
import { uploadImage } from '../api/upload';
import type { FieldProps } from '../utils/field-props';

interface ImageFieldProps extends FieldProps<string> {
  /** A refused upload's message, for the form's alert; undefined clears it. */
  onProblem: (problem: string | undefined) => void;
  /** While a file is on its way, so the form is not saved with the old picture. */
  onUploading: (uploading: boolean) => void;
}

/** The class picture: a preview, its path (an upload or an https address) and an upload button for images. */
export function ImageField({ value = '', onChange, id, onProblem, onUploading }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    onUploading(true);
    onProblem(undefined);
    try {
      onChange?.(await uploadImage(file));
    } catch (failure) {
      onProblem(errorMessage(failure));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <div className="tp-class-edit-image">
      {value ? <img className="tp-class-edit-image-preview" src={value} alt="Class image" /> : <div className="tp-class-edit-image-none">No image</div>}
      <div className="tp-class-edit-image-controls">
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="/uploads/... or https://..." />
        <Upload
          accept="image/*"
          showUploadList={false}
          // The one API client sends it (bearer header, 401/402 handling) instead of antd's own request.
          customRequest={({ file }) => void upload(file as File)}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            Upload class image
          </Button>
        </Upload>
      </div>
    </div>
  );
}
