import { PHONE_MAX_LENGTH } from '@tp/contracts/constants';

/**
 * A phone reads ddd-ddd-dddd, at most 12 characters, the dashes put in as the digits are typed
 * ('5551' → '555-1'). Anything that is not a digit is dropped.
 */
export function formatPhone(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-').slice(0, PHONE_MAX_LENGTH);
}
