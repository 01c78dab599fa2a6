/** Standard gravity, m/s²: the sandbox's world falls at this rate and the predictions use it. */
export const G = 9.81;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** How far a launch lands from where it started, on level ground, with no air: R = v² sin 2θ / g (metres). */
export function launchRange(speed: number, angleDegrees: number, g = G): number {
  return (speed * speed * Math.sin(2 * radians(angleDegrees))) / g;
}

/** Time in the air of that launch: T = 2 v sin θ / g (seconds). */
export function flightTime(speed: number, angleDegrees: number, g = G): number {
  return (2 * speed * Math.sin(radians(angleDegrees))) / g;
}

/** Highest point of that launch above the start: H = v² sin² θ / 2g (metres). */
export function peakHeight(speed: number, angleDegrees: number, g = G): number {
  const rise = speed * Math.sin(radians(angleDegrees));
  return (rise * rise) / (2 * g);
}

/**
 * A block on an incline of `angleDegrees` with friction coefficient `mu`: Newton's second law along the slope gives
 * a = g (sin θ − μ cos θ). When that is not positive, friction holds the block (it does not slide back up): 0.
 */
export function inclineAcceleration(angleDegrees: number, mu: number, g = G): number {
  const a = g * (Math.sin(radians(angleDegrees)) - mu * Math.cos(radians(angleDegrees)));
  return Math.max(0, a);
}

/** The launch's velocity split into horizontal and upward parts (m/s). */
export function launchVelocity(speed: number, angleDegrees: number): { x: number; y: number } {
  return { x: speed * Math.cos(radians(angleDegrees)), y: speed * Math.sin(radians(angleDegrees)) };
}

/** tan of an angle in degrees: the friction coefficient above which a block on that incline stays put. */
export function tanDegrees(angleDegrees: number): number {
  return Math.tan(radians(angleDegrees));
}
