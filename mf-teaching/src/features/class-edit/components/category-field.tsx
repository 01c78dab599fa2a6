import { AutoComplete } from '@tp/web-kit/ui/auto-complete';
import { CATEGORIES } from '../utils/class-form';
import type { FieldProps } from '../utils/field-props';

const SUGGESTIONS = CATEGORIES.map((value) => ({ value }));

/**
 * The class category: Physics and Math are suggested (the header's course lists), but any other is typed and kept,
 * so a stored "Chemistry" shows as it is instead of as no choice.
 */
export function CategoryField({ value = '', onChange, id }: FieldProps<string>) {
  return (
    <AutoComplete
      id={id}
      value={value}
      options={SUGGESTIONS}
      onChange={(typed) => onChange?.(typed ?? '')}
      allowClear
    />
  );
}
