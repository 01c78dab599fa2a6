import { describe, expect, test } from 'vitest';
import { isOpenForRegistration } from '@tp/contracts/class-listing';
import { availablePlans, registrationStatus } from '../src/features/class-register/utils/registration-status';

describe('class register badge', () => {
  test('registered wins over every other flag', () => {
    expect(registrationStatus({ interested: true, paid: true, registered: true })).toBe('registered');
  });

  test('interested and paid is waiting for the teacher', () => {
    expect(registrationStatus({ interested: true, paid: true, registered: false })).toBe('pendingPayment');
  });

  test('interested and not paid is in the cart', () => {
    expect(registrationStatus({ interested: true, paid: false, registered: false })).toBe('inCart');
  });

  test('not interested can pick a plan and has no badge', () => {
    expect(registrationStatus({ interested: false, paid: false, registered: false })).toBe('open');
  });
});

describe('plans', () => {
  test('1 month at the monthly price, 1 year at the yearly price', () => {
    expect(availablePlans({ monthlyPrice: 30, yearlyPrice: 300 })).toEqual([
      { durationType: 1, price: 30 },
      { durationType: 2, price: 300 },
    ]);
  });

  test('a plan without a price is not offered', () => {
    expect(availablePlans({ monthlyPrice: null, yearlyPrice: 300 }).map((p) => p.durationType)).toEqual([2]);
  });
});

describe('registrations (Class.isPublish)', () => {
  test('a listed or unlisted class takes them; a draft or a class taken off the listing does not', () => {
    expect(isOpenForRegistration({ isPublish: 1 })).toBe(true);
    expect(isOpenForRegistration({ isPublish: 2 })).toBe(true);
    expect(isOpenForRegistration({ isPublish: 0 })).toBe(false);
  });
});
