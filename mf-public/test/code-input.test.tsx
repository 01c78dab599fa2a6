import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeInput } from '../src/components/code-input';
import { codeDigits } from '../src/utils/code-digits';

afterEach(cleanup);

describe('e-mailed codes are numbers', () => {
  test('only digits are kept, at most six', () => {
    expect(codeDigits('12ab')).toBe('12');
    expect(codeDigits(' 123 456 ')).toBe('123456');
    expect(codeDigits('123-4567')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
    expect(codeDigits('012345')).toBe('012345');
  });

  test('so Number() of a code field is never NaN', () => {
    for (const typed of ['12ab', 'x9y8z7', '٣٤٥', '1e3', '0x1F']) expect(Number.isNaN(Number(codeDigits(typed)))).toBe(false);
  });
});

function Field() {
  const [value, setValue] = useState('');
  return <CodeInput aria-label="Code" value={value} onChange={setValue} />;
}

describe('CodeInput', () => {
  test('asks for the numeric keypad and holds six characters', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(6);
  });

  test('letters typed in are dropped', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab34' } });
    expect(input.value).toBe('1234');
  });

  test('a pasted code with spaces or a dash keeps all six digits', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'Your code: 123 456' } });
    expect(input.value).toBe('123456');
  });
});
