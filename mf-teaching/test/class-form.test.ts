import { describe, expect, test } from 'vitest';
import type { ClassView } from '@tp/contracts/classes';
import { nextPublish, publishHint, publishLabel, publishState } from '../src/features/classes/utils/publish-toggle';
import { richTextLimitProblem, toClassForm, toUpdateBody, withSources } from '../src/features/class-edit/utils/class-form';

const stored: ClassView = {
  _id: 'c1', name: 'Optics', category: 'Physics', language: 'en', startDate: '2026-09-01T00:00:00.000Z', endDate: null,
  isPublish: 0, price: null, monthlyPrice: 30, yearlyPrice: null, image: '', description: '<p>d</p>', introduction: '', bulletin: '',
  paymentInfo: '', registerLink: '', source: [{ _id: 's1', name: 'AMC' }], includeLibrary: false, autoPublish: false, autoPublishAccuracy: 80,
  orderIndex: 0, user: { _id: 't1', name: 'Ada' }, homeworkList: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the flame (class publish, teacher)', () => {
  test('0 becomes 1, and 1 or 2 become 0', () => {
    expect(nextPublish(0)).toBe(1);
    expect(nextPublish(1)).toBe(0);
    expect(nextPublish(2)).toBe(0);
    expect(publishLabel(2)).toBe('Published and featured');
  });

  test('the three states are told apart, and anything else counts as not published', () => {
    expect([0, 1, 2, 7].map(publishState)).toEqual([0, 1, 2, 0]);
    expect([0, 1, 2].map(publishLabel)).toEqual(['Not published', 'Published', 'Published and featured']);
    expect(publishHint(2)).toContain('Click to unpublish');
  });
});

describe('the Edit Class form', () => {
  test('stored date-times are kept as they are, so a save never drops the time of day; empty dates are cleared', () => {
    const form = toClassForm({ ...stored, startDate: '2026-09-01T14:20:00.000Z' });
    expect(form.startDate).toBe('2026-09-01T14:20:00.000Z');
    expect(form.endDate).toBe('');
    const body = toUpdateBody('c1', { ...form, name: '  Optics II ' });
    expect(body).toMatchObject({ _id: 'c1', name: 'Optics II', startDate: '2026-09-01T14:20:00.000Z', endDate: null, source: ['s1'], monthlyPrice: 30, yearlyPrice: null });
  });

  test('the price goes with the plans; an unset price stays null', () => {
    expect(toUpdateBody('c1', toClassForm(stored)).price).toBeNull();
    expect(toUpdateBody('c1', { ...toClassForm(stored), price: 120.5 }).price).toBe(120.5);
  });

  test('any category is kept, trimmed; a cleared one is sent empty', () => {
    expect(toUpdateBody('c1', { ...toClassForm(stored), category: ' Chemistry ' }).category).toBe('Chemistry');
    expect(toUpdateBody('c1', { ...toClassForm(stored), category: undefined as unknown as string }).category).toBe('');
  });

  test('the accuracy is sent only with Auto Publish on', () => {
    const form = toClassForm(stored);
    expect(toUpdateBody('c1', form).autoPublishAccuracy).toBeNull();
    expect(toUpdateBody('c1', { ...form, autoPublish: true }).autoPublishAccuracy).toBe(80);
  });

  test('picked sources are added once each', () => {
    expect(withSources([{ _id: 's1', name: 'AMC' }], [{ _id: 's1', name: 'AMC' }, { _id: 's2', name: 'AIME' }]).map((s) => s._id)).toEqual(['s1', 's2']);
  });

  test('rich text over the limits is stopped before sending, with the sentence the server would answer', () => {
    const form = toClassForm(stored);
    expect(richTextLimitProblem(form)).toBeUndefined();
    expect(richTextLimitProblem({ ...form, paymentInfo: `<p>${'$x$ '.repeat(201)}</p>` })).toBe('The payment information has too many formulas (at most 200, it has 201).');
    expect(richTextLimitProblem({ ...form, introduction: 'x'.repeat(20_001) })).toBe('The introduction is too long (at most 20000 characters, it has 20001).');
  });
});
