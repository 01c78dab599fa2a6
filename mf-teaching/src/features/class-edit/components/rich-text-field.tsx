import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import type { FieldProps } from '../utils/field-props';

/** The shared rich-text editor as a form field (its value is the HTML). */
export function RichTextField({ value = '', onChange, label }: FieldProps<string> & { label: string }) {
  return <RichTextEditor value={value} onChange={(html) => onChange?.(html)} aria-label={label} />;
}
