import Matter from 'matter-js';
import { describe, expect, test } from 'vitest';
import { flightTime, inclineAcceleration, launchRange } from '../src/features/demo/utils/projectile';
import { SandboxWorld, type SandboxSettings } from '../src/features/demo/utils/sandbox-world';

/** The sandbox's world with the real matter-js, stepped 60 times per simulated second (no screen, no clock). */
function world(settings: Partial<SandboxSettings> = {}) {
  return new SandboxWorld(Matter, { angle: 45, speed: 18, friction: 0.2, ...settings });
}

function run(sandbox: SandboxWorld, seconds: number, until: () => boolean = () => false) {
  for (let step = 0; step < seconds * 60 && !until(); step += 1) sandbox.step();
}

describe('the sandbox\'s launcher, at the scene\'s scale', () => {
  test.each([[45, 18], [30, 22], [70, 12], [15, 25]])('at %i° and %i m/s the ball lands where R = v² sin 2θ / g says, after the time 2v sin θ / g', (angle, speed) => {
    const sandbox = world({ angle, speed });
    run(sandbox, 0.5); // the ball settles on the ground
    sandbox.fire();

    run(sandbox, 10, () => sandbox.ballState().ball === 'landed');

    const { landedAt, flightTime: time } = sandbox.ballState();
    // One 1/60 s step of the engine is the precision of a landing.
    expect(Math.abs(landedAt! - launchRange(speed, angle))).toBeLessThan(0.5);
    expect(Math.abs(time - flightTime(speed, angle))).toBeLessThan(2 / 60);
  });

  test('reset puts the ball back on the launcher and forgets the launch', () => {
    const sandbox = world();
    sandbox.fire();
    run(sandbox, 1);
    expect(sandbox.ballState()).toMatchObject({ ball: 'flying' });
    expect(sandbox.trace.length).toBeGreaterThan(10);

    sandbox.reset();

    expect(sandbox.ballState()).toEqual({ ball: 'ready', x: 0, height: 0, flightTime: 0, landedAt: null });
    expect(sandbox.trace).toEqual([]);
  });
});

describe('the sandbox\'s ramp', () => {
  /** Distance down the ramp between 0.5 s and 1.5 s, against what a = g (sin θ − μ cos θ) gives from the speed at 0.5 s. */
  function measuredAcceleration(friction: number): number {
    const sandbox = world({ friction });
    run(sandbox, 0.5);
    const start = sandbox.blockTravel();
    run(sandbox, 1 / 60);
    const speed = (sandbox.blockTravel() - start) * 60;
    const from = sandbox.blockTravel();
    run(sandbox, 1);
    return 2 * (sandbox.blockTravel() - from - speed) / 1;
  }

  test.each([0, 0.2, 0.45])('with μ = %f the block slides down with a = g (sin 30° − μ cos 30°)', (mu) => {
    expect(measuredAcceleration(mu)).toBeCloseTo(inclineAcceleration(30, mu), 0);
  });

  test('with μ above tan 30° friction holds the block; lowered, it slides', () => {
    const sandbox = world({ friction: 0.7 });
    run(sandbox, 2);
    expect(Math.abs(sandbox.blockTravel())).toBeLessThan(0.05);

    sandbox.settings = { ...sandbox.settings, friction: 0.1 };
    run(sandbox, 1);
    expect(sandbox.blockTravel()).toBeGreaterThan(1);
  });
});
