import { describe, expect, it } from 'vitest';
import { resetProblem } from '../src/features/auth/utils/reset-rules';

describe('reset-password rules (in order)', () => {
  const good = { email: 'a@b.co', code: '123456', password: 'secret1', confirm: 'secret1' };
  it('checks e-mail, then code, then the confirmation', () => {
    expect(resetProblem({ ...good, email: ' ', code: '' })).toBe('Please enter email');
    expect(resetProblem({ ...good, code: '', confirm: 'x' })).toBe('Please enter code');
    expect(resetProblem({ ...good, confirm: 'x' })).toBe('Passwords do not match');
    expect(resetProblem(good)).toBeUndefined();
  });
});
