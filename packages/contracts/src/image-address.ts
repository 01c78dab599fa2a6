// Where a picture the site shows may come from: a file uploaded here or an https address. One rule for rich text,
// class images and product images, checked by the servers and by the forms.

/** Uploaded files as the upload calls name them: `/uploads/<year>/<month>/<file>`, on our own origin. */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isUploadPath = (value: string) => UPLOAD_PATH.test(value) && !value.includes('..');

/** An uploaded file or an https picture (never plain http: the page is served over https). */
export const isImageSource = (value: string) => isUploadPath(value) || (isHttpUrl(value) && value.startsWith('https:'));

export const IMAGE_SOURCE_MESSAGE = 'The image must be an uploaded file (/uploads/...) or an https address.';
