import { describe, expect, it } from 'vitest';
import { classDate, priceLines, registerTarget } from '../src/features/class-detail/utils/class-facts';

describe('class facts', () => {
  it('prints the plans that have a price', () => {
    expect(priceLines({ monthlyPrice: 40, yearlyPrice: 400 })).toEqual(['$40 / 1 month', '$400 / 1 year']);
    expect(priceLines({ monthlyPrice: null, yearlyPrice: 400 })).toEqual(['$400 / 1 year']);
    expect(priceLines({ monthlyPrice: null, yearlyPrice: null })).toEqual(['Price to be announced']);
  });

  it('sends signed-in visitors to the register screen and others to sign up', () => {
    expect(registerTarget('abc', true)).toBe('/classRegister/abc');
    expect(registerTarget('abc', false)).toBe('/register?redirect=/myclasses');
  });

  it('prints dates in UTC and leaves unset ones out', () => {
    // 00:20 local on 1 September is the 1st where the visitor is, whatever day it is in UTC.
    expect(classDate(new Date(2026, 8, 1, 0, 20).toISOString())).toBe('Sep 1, 2026');
    expect(classDate(new Date(2026, 8, 1, 23, 40).toISOString())).toBe('Sep 1, 2026');
    expect(classDate(null)).toBeUndefined();
  });
});
