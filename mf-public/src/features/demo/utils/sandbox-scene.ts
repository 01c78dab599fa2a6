import { G, launchVelocity } from './projectile';

/**
 * The sandbox's world, in canvas pixels (y grows downwards) and in metres. The canvas is drawn at this size and
 * scaled by CSS to the page's width, so the scene is the same on a phone, only smaller.
 */
export const SCENE = {
  width: 800,
  height: 450,
  /** Pixels per metre: the longest launch (25 m/s at 45°, 63.7 m) lands before the ramp's end. */
  scale: 10,
  groundTop: 420,
  launchX: 50,
  ballRadius: 8,
  /** The ramp: a board tilted down to the right in the upper right corner, high above every launch. */
  ramp: { topX: 480, topY: 110, length: 300, thickness: 12, angleDegrees: 30 },
  blockSize: 28,
} as const;

/** Where the ball rests before a launch (its centre, touching the ground). */
export const BALL_REST = { x: SCENE.launchX, y: SCENE.groundTop - SCENE.ballRadius };

const rampAngle = (SCENE.ramp.angleDegrees * Math.PI) / 180;
const along = { x: Math.cos(rampAngle), y: Math.sin(rampAngle) };
/** The ramp surface's outward normal (up and to the right, for a ramp falling to the right). */
const normal = { x: Math.sin(rampAngle), y: -Math.cos(rampAngle) };

/** The ramp board's centre and angle (radians), as the physics engine places a rectangle. */
export const RAMP_BODY = {
  x: SCENE.ramp.topX + (along.x * SCENE.ramp.length) / 2,
  y: SCENE.ramp.topY + (along.y * SCENE.ramp.length) / 2,
  angle: rampAngle,
};

/** Where the ramp's lower end is across the scene: past it the block falls. */
export const RAMP_END_X = SCENE.ramp.topX + along.x * SCENE.ramp.length;

/** The block's starting place: near the ramp's top, resting on its surface. */
export const BLOCK_START = {
  x: SCENE.ramp.topX + along.x * 36 + normal.x * (SCENE.ramp.thickness + SCENE.blockSize) / 2,
  y: SCENE.ramp.topY + along.y * 36 + normal.y * (SCENE.ramp.thickness + SCENE.blockSize) / 2,
  angle: rampAngle,
};

/**
 * matter-js applies gravity as `gravity.y × gravity.scale` pixels per ms² (its default 0.001 is 1000 px/s²): this
 * makes the world fall at g = 9.81 m/s² at the scene's scale.
 */
export const GRAVITY_SCALE = (G * SCENE.scale) / 1e6;

/** matter-js's time step (ms): its velocities are pixels per step of this length. */
export const STEP_MS = 1000 / 60;

/** A launch of `speed` m/s at `angleDegrees` above the horizontal, as a matter-js velocity (pixels per step, y down). */
export function launchStepVelocity(speed: number, angleDegrees: number): { x: number; y: number } {
  const v = launchVelocity(speed, angleDegrees);
  const perStep = (SCENE.scale * STEP_MS) / 1000;
  return { x: v.x * perStep, y: -v.y * perStep };
}

/** The ball's distance from the launcher and height above its resting place, in metres. */
export function ballInMetres(position: { x: number; y: number }): { x: number; height: number } {
  return { x: (position.x - BALL_REST.x) / SCENE.scale, height: Math.max(0, (BALL_REST.y - position.y) / SCENE.scale) };
}
