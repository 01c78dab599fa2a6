import { describe, expect, test } from 'vitest';
import { flightTime, G, inclineAcceleration, launchRange, launchVelocity, peakHeight, tanDegrees } from '../src/features/demo/utils/projectile';

describe('a launch on level ground with no air', () => {
  test('the range is v² sin 2θ / g: farthest at 45°, the same for complementary angles', () => {
    expect(launchRange(20, 45)).toBeCloseTo(400 / G, 10);
    expect(launchRange(18, 30)).toBeCloseTo(launchRange(18, 60), 10);
    expect(launchRange(18, 44)).toBeLessThan(launchRange(18, 45));
    expect(launchRange(10, 90)).toBeCloseTo(0, 10);
  });

  test('time in the air 2v sin θ / g and the highest point v² sin² θ / 2g', () => {
    expect(flightTime(19.62, 30)).toBeCloseTo(2, 10);
    expect(peakHeight(19.62, 90)).toBeCloseTo(19.62, 10);
    expect(peakHeight(20, 30)).toBeCloseTo(100 / (2 * G), 10);
  });

  test('the range is the horizontal speed times the time in the air', () => {
    expect(launchRange(23, 37)).toBeCloseTo(launchVelocity(23, 37).x * flightTime(23, 37), 10);
  });
});

describe('a block on a 30° incline with friction', () => {
  test('slides with a = g (sin θ − μ cos θ)', () => {
    expect(inclineAcceleration(30, 0)).toBeCloseTo(G / 2, 10);
    expect(inclineAcceleration(30, 0.2)).toBeCloseTo(G * (0.5 - 0.2 * Math.sqrt(3) / 2), 10);
  });

  test('stays put once μ reaches tan θ, and never slides up the slope', () => {
    expect(tanDegrees(30)).toBeCloseTo(1 / Math.sqrt(3), 10);
    expect(inclineAcceleration(30, tanDegrees(30))).toBeCloseTo(0, 10);
    expect(inclineAcceleration(30, 0.9)).toBe(0);
  });
});
