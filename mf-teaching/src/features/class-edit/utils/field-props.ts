/** What Form.Item gives the control it wraps (`value`, `onChange`): the custom fields of the form take these. */
export interface FieldProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  /** The id Form.Item gives, so the field's label points at its input. */
  id?: string;
}
