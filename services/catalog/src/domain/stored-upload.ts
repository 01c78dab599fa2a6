import type { UploadKind, UploadVisibility } from './upload-rules';

/** An uploaded file as recorded: whose it is, what kind, how big, and who may read it. */
export interface StoredUpload {
  key: string;
  ownerId: string;
  kind: UploadKind;
  bytes: number;
  visibility: UploadVisibility;
}
