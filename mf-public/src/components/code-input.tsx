import type { ClipboardEvent, FocusEventHandler } from 'react';
import { Input } from '@tp/web-kit/ui/input';
import { CODE_LENGTH, codeDigits } from '../utils/code-digits';

interface CodeInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  'aria-label'?: string;
}

/**
 * A code field that holds digits only, so what is sent is always a number: the numeric keypad on phones, anything
 * else dropped as it is typed. A pasted code replaces the field with its digits (before the six-character limit
 * could cut '123 456' short).
 */
export function CodeInput({ value, onChange, ...rest }: CodeInputProps) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange?.(codeDigits(event.clipboardData.getData('text')));
  };
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onChange?.(codeDigits(event.target.value))}
      onPaste={paste}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      autoComplete="one-time-code"
    />
  );
}
