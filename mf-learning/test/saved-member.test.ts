import { describe, expect, test } from 'vitest';
import { memberToShow, viewAgrees } from '../src/features/class-register/utils/saved-member';

const viewed = { name: 'Sam Doe', email: 'sam@x.test', phone: '555-123-4567' };

describe('an info card after an edit (class register)', () => {
  test('before any edit the card shows billing\'s view', () => {
    expect(memberToShow(viewed, undefined)).toEqual(viewed);
  });

  test('while billing still has the old name, the card shows what identity saved', () => {
    expect(memberToShow(viewed, { ...viewed, name: 'Renamed' })).toEqual({ ...viewed, name: 'Renamed' });
    expect(viewAgrees(viewed, { ...viewed, name: 'Renamed' })).toBe(false);
  });

  test('a parent\'s new phone counts too', () => {
    expect(viewAgrees(viewed, { ...viewed, phone: '555-000-0000' })).toBe(false);
    expect(memberToShow(viewed, { ...viewed, phone: '555-000-0000' }).phone).toBe('555-000-0000');
  });

  test('once the view says the same, it agrees (a missing phone and an empty one are the same)', () => {
    expect(viewAgrees({ name: 'Renamed', email: 'sam@x.test' }, { name: 'Renamed', email: 'sam@x.test', phone: '' })).toBe(true);
    expect(viewAgrees({ ...viewed, name: 'Renamed' }, { ...viewed, name: 'Renamed' })).toBe(true);
  });
});

describe('the rest of the view', () => {
  test('a child\'s registration flags are always billing\'s, even while the saved name shows', () => {
    const child = { ...viewed, _id: 'c1', interested: true, paid: false };
    expect(memberToShow(child, { ...viewed, name: 'Renamed' })).toEqual({ ...child, name: 'Renamed' });
  });
});
