import { describe, expect, test } from 'vitest';
import { deliveryStatus, nextDeliveryStep, recipientOutcome } from '../src/domain/delivery-outcome';

describe("one recipient's outcome", () => {
  test("the peer's answer: accepted, refused for now (4xx) or for good (5xx)", () => {
    expect(recipientOutcome({ info: { accepted: ['a@x.test'], rejected: [] } })).toBe('accepted');
    expect(recipientOutcome({ error: { rejectedErrors: [{ responseCode: 450 }] } })).toBe('deferred');
    expect(recipientOutcome({ error: { rejectedErrors: [{ responseCode: 550 }] } })).toBe('refused');
    expect(recipientOutcome({ info: { rejected: ['a@x.test'], rejectedErrors: [{ responseCode: 552 }] } })).toBe('refused');
  });

  test('a failed attempt: an unreachable peer or a 4xx is for now; anything else is for good', () => {
    expect(recipientOutcome({ error: { code: 'ECONNREFUSED' } })).toBe('deferred');
    expect(recipientOutcome({ error: { responseCode: 421 } })).toBe('deferred');
    expect(recipientOutcome({ error: { responseCode: 554 } })).toBe('refused');
    expect(recipientOutcome({ error: new Error('bad message') })).toBe('refused');
  });

  test('refused for now is tried again, later each time, until the attempts are used up', () => {
    expect(nextDeliveryStep('deferred', 0, 3)).toEqual({ state: 'waiting', delaySeconds: 2 });
    expect(nextDeliveryStep('deferred', 1, 3)).toEqual({ state: 'waiting', delaySeconds: 4 });
    expect(nextDeliveryStep('deferred', 2, 3)).toEqual({ state: 'failed' });
    expect(nextDeliveryStep('refused', 0, 3)).toEqual({ state: 'failed' });
    expect(nextDeliveryStep('accepted', 4, 5)).toEqual({ state: 'delivered' });
  });
});

test("an e-mail's status: none refused is Sent, all is Failed, some is Partially successful", () => {
  expect(deliveryStatus({ delivered: 3, failed: 0 })).toBe(1);
  expect(deliveryStatus({ delivered: 0, failed: 2 })).toBe(2);
  expect(deliveryStatus({ delivered: 2, failed: 1 })).toBe(3);
});
