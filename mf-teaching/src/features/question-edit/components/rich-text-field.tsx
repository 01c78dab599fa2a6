import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';

/** The shared rich-text editor (maths, drawing board) as a form field; its value is the HTML. */
export function RichTextField({ value = '', onChange, label, height }: { value?: string; onChange?: (html: string) => void; label: string; height: number }) {
  return <RichTextEditor value={value} onChange={(html) => onChange?.(html)} aria-label={label} height={height} />;
}
