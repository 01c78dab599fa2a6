import { useState, type ReactNode } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { errorMessage } from './api-error';
import { uploadFile } from './editor/editor-upload';
import { shownUploadUrl } from './editor/upload-links';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Upload } from './ui/upload';
import { useKitScreensTexts } from './i18n/kit-screens-texts';

interface ImageUploadFieldProps {
  /** Given by Form.Item: the picture's address (an upload's path or an https address). */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /**
   * Sends the file through the one API client (bearer header, logout on a failed token) and answers its address;
   * POST /api/file/upload by default.
   */
  upload?: (file: File) => Promise<string>;
  /** A refused upload's message, for the form's alert; undefined clears it. */
  onProblem: (problem: string | undefined) => void;
  /** While a file is on its way, so the form is not saved with the old picture. */
  onUploading?: (uploading: boolean) => void;
  /** The preview's alt text, which also names it to tests and screen readers. */
  previewAlt: string;
  buttonLabel?: string;
  accept?: string;
  /** The block's class: its parts are `{className}-preview`, `{className}-none` and `{className}-controls`. */
  className: string;
  /** Shown where the preview goes while there is no picture (nothing by default). */
  empty?: ReactNode;
}

/** The stored path; a private file's signed link is remembered for the preview. */
const uploadImage = async (file: File) => (await uploadFile(file, 'image')).path;

/** A picture field of a form: a preview, its address to type, and an upload button for image files. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { id, value = '', onChange, upload = uploadImage, onProblem, onUploading, previewAlt, className, empty } = props;
  const t = useKitScreensTexts();
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    onUploading?.(true);
    onProblem(undefined);
    try {
      onChange?.(await upload(file));
    } catch (failure) {
      onProblem(errorMessage(failure));
    } finally {
      setBusy(false);
      onUploading?.(false);
    }
  };

  return (
    <div className={className}>
      {value ? <img className={`${className}-preview`} src={shownUploadUrl(value)} alt={previewAlt} /> : empty}
      <div className={`${className}-controls`}>
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder={t('imageAddress')} />
        {/* The one API client sends the file, not antd's own request. */}
        <Upload accept={props.accept ?? 'image/*'} showUploadList={false} customRequest={({ file }) => void send(file as File)}>
          <Button icon={<UploadOutlined />} loading={busy}>
            {props.buttonLabel ?? t('uploadImage')}
          </Button>
        </Upload>
      </div>
    </div>
  );
}
