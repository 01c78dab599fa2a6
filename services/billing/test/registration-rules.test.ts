import { describe, expect, test } from 'vitest';
import { addMonthsClamped, expirationDate } from '../src/domain/expiration';
import { registrationStatus } from '../src/domain/registration-status';
import { planPrice } from '../src/domain/plan-price';
import { areLinked, linkedEmails } from '@tp/contracts/family-links';
import { currentEntry, decideInterest, decideRemoval, type RegistrationEntry } from '../src/domain/class-state';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-10T12:00:00.000Z');
const entry = (overrides: Partial<RegistrationEntry> = {}): RegistrationEntry => ({
  id: 'e1', durationType: 1, price: 10, interested: true, paid: false, registered: false, expirationDate: null, ...overrides,
});

describe('expiration date', () => {
  test('plan 1 ends one calendar month later at the same time of day', () => {
    expect(expirationDate(at('2026-03-10T08:30:00.000Z'), 1).toISOString()).toBe('2026-04-10T08:30:00.000Z');
  });

  test('plan 2 ends one year later', () => {
    expect(expirationDate(at('2026-03-10T08:30:00.000Z'), 2).toISOString()).toBe('2027-03-10T08:30:00.000Z');
  });

  test('a day the next month lacks is clamped to its last day: Jan 31 gives Feb 28, or Feb 29 in a leap year', () => {
    expect(addMonthsClamped(at('2026-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsClamped(at('2028-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsClamped(at('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });

  test('Feb 29 plus a year is Feb 28, and December rolls into the next year', () => {
    expect(expirationDate(at('2028-02-29T23:59:59.000Z'), 2).toISOString()).toBe('2029-02-28T23:59:59.000Z');
    expect(expirationDate(at('2026-12-31T05:00:00.000Z'), 1).toISOString()).toBe('2027-01-31T05:00:00.000Z');
  });
});

describe('interest status', () => {
  test('Registered wins, then Pending payment confirmation when paid, else Interested', () => {
    expect(registrationStatus({ registered: true, paid: false })).toBe('Registered');
    expect(registrationStatus({ registered: true, paid: true })).toBe('Registered');
    expect(registrationStatus({ registered: false, paid: true })).toBe('Pending payment confirmation');
    expect(registrationStatus({ registered: false, paid: false })).toBe('Interested');
  });
});

describe('plan price', () => {
  test('plan 1 is the monthly price and plan 2 the yearly price, rounded to cents', () => {
    expect(planPrice({ monthlyPrice: 49.999, yearlyPrice: 480 }, 1)).toBe(50);
    expect(planPrice({ monthlyPrice: 49.5, yearlyPrice: 480 }, 2)).toBe(480);
  });

  test('a plan without a price has none', () => {
    expect(planPrice({ monthlyPrice: null, yearlyPrice: 480 }, 1)).toBeUndefined();
    expect(planPrice({ monthlyPrice: 10 }, 2)).toBeUndefined();
    expect(planPrice({ monthlyPrice: -1 }, 1)).toBeUndefined();
  });
});

describe('family links', () => {
  test('dependent is split on semicolons, trimmed and lowercased', () => {
    expect(linkedEmails(' Sam@Example.test ; ;lee@example.test;sam@example.test')).toEqual(['sam@example.test', 'lee@example.test']);
    expect(linkedEmails('')).toEqual([]);
  });

  test('a family needs both sides listing each other; one side alone is not a family', () => {
    const parent = { email: 'pat@example.test', linkedEmails: ['sam@example.test'] };
    expect(areLinked(parent, { email: 'SAM@example.test', linkedEmails: ['pat@example.test'] })).toBe(true);
    expect(areLinked(parent, { email: 'SAM@example.test', linkedEmails: [] })).toBe(false);
    expect(areLinked({ email: 'Pat@example.test', linkedEmails: [] }, { email: 'sam@example.test', linkedEmails: ['pat@example.test'] })).toBe(false);
    expect(areLinked({ email: 'pat@example.test', linkedEmails: [] }, { email: 'sam@example.test', linkedEmails: [] })).toBe(false);
  });
});

describe('a student\'s state in a class', () => {
  const running = entry({ id: 'reg', registered: true, expirationDate: at('2026-04-01T00:00:00.000Z') });
  const expired = entry({ id: 'old', registered: true, expirationDate: at('2026-03-01T00:00:00.000Z') });

  test('the open interest comes first, then a running registration; an expired one counts as nothing', () => {
    expect(currentEntry([expired, entry({ id: 'open' })], now)?.id).toBe('open');
    expect(currentEntry([expired, running], now)?.id).toBe('reg');
    expect(currentEntry([expired], now)).toBeUndefined();
  });

  test('a new interest is created, changes the plan of the open one, or is refused while registered or paid', () => {
    expect(decideInterest([], now)).toEqual({ action: 'create' });
    expect(decideInterest([expired], now)).toEqual({ action: 'create' });
    expect(decideInterest([entry()], now)).toMatchObject({ action: 'change-plan', entry: { id: 'e1' } });
    expect(decideInterest([running], now)).toEqual({ action: 'refuse', reason: 'registered', until: running.expirationDate });
    expect(decideInterest([entry({ paid: true })], now)).toEqual({ action: 'refuse', reason: 'awaiting-confirmation' });
  });

  test('only an open, unpaid interest can be removed from the cart', () => {
    expect(decideRemoval([entry()], now)).toMatchObject({ action: 'remove', entry: { id: 'e1' } });
    expect(decideRemoval([entry({ paid: true })], now)).toEqual({ action: 'refuse', reason: 'paid' });
    expect(decideRemoval([running], now)).toEqual({ action: 'refuse', reason: 'registered' });
    expect(decideRemoval([expired], now)).toEqual({ action: 'refuse', reason: 'not-in-cart' });
  });
});
