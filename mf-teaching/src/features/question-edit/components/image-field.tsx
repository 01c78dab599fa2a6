import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { Upload } from '@tp/web-kit/ui/upload';
import { uploadImage } from '../api/upload';

interface ImageFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** A refused upload's message, for the form's alert; undefined clears it. */
  onProblem: (problem: string | undefined) => void;
}

/** The question's picture: its path (an upload or an https address), a preview, and an upload button. */
export function ImageField({ value = '', onChange, id, onProblem }: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    onProblem(undefined);
    try {
      onChange?.(await uploadImage(file));
    } catch (failure) {
      onProblem(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="tp-question-edit-image">
      {value ? <img className="tp-question-edit-image-preview" src={value} alt="Question image" /> : null}
      <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="/uploads/... or https://..." />
      <Upload accept="image/*" showUploadList={false} customRequest={({ file }) => void upload(file as File)}>
        <Button icon={<UploadOutlined />} loading={uploading}>
          Upload image
        </Button>
      </Upload>
    </div>
  );
}
