import type Matter from 'matter-js';
import { ballInMetres, BALL_REST, BLOCK_START, GRAVITY_SCALE, launchStepVelocity, RAMP_BODY, RAMP_END_X, SCENE, STEP_MS } from './sandbox-scene';

export type MatterModule = typeof Matter;

/** What the launcher and the ramp are set to. */
export interface SandboxSettings {
  /** Degrees above the horizontal. */
  angle: number;
  /** Metres per second. */
  speed: number;
  /** The block's friction coefficient on the ramp. */
  friction: number;
}

/** Where the ball is, as the page shows it beside the canvas. */
export interface BallState {
  ball: 'ready' | 'flying' | 'landed';
  /** Metres from the launcher. */
  x: number;
  /** Metres above the launcher. */
  height: number;
  /** Seconds since the launch; frozen at the landing. */
  flightTime: number;
  /** Where the ball first touched the ground, metres from the launcher. */
  landedAt: number | null;
}

const DOWN_THE_RAMP = { x: Math.cos(RAMP_BODY.angle), y: Math.sin(RAMP_BODY.angle) };

/**
 * The sandbox's matter-js world, without a screen or a clock: a launcher firing a ball, a ramp with a block
 * sliding down it, ground and walls. matter-js is passed in (the page loads it on demand). `step` advances it by
 * one fixed 1/60 s step; the page's runner calls it, tests call it directly.
 */
export class SandboxWorld {
  readonly engine: Matter.Engine;
  readonly ball: Matter.Body;
  readonly block: Matter.Body;
  readonly ramp: Matter.Body;
  /** The ball's positions since the launch (canvas pixels). */
  readonly trace: { x: number; y: number }[] = [];
  private readonly ground: Matter.Body;
  /** The block's own moment of inertia; on the ramp it uses none (it slides, never turns over). */
  private readonly blockInertia: number;
  private blockOnRamp = false;
  private phase: BallState['ball'] = 'ready';
  private firedAt = 0;
  private flightTime = 0;
  private landedAt: number | null = null;
  /** Called when the ball first touches the ground after a launch. */
  onLanded: () => void = () => undefined;

  constructor(private readonly matter: MatterModule, public settings: SandboxSettings) {
    const { Bodies, Body, Composite, Engine, Events } = matter;
    this.engine = Engine.create({ gravity: { x: 0, y: 1, scale: GRAVITY_SCALE } });
    this.ground = Bodies.rectangle(SCENE.width / 2, SCENE.groundTop + 30, SCENE.width + 200, 60, { isStatic: true, friction: 0.6, label: 'ground' });
    const walls = [-30, SCENE.width + 30].map((x) => Bodies.rectangle(x, SCENE.height / 2, 60, SCENE.height * 3, { isStatic: true, label: 'wall' }));
    this.ramp = Bodies.rectangle(RAMP_BODY.x, RAMP_BODY.y, SCENE.ramp.length, SCENE.ramp.thickness, {
      isStatic: true, angle: RAMP_BODY.angle, friction: 0, frictionStatic: 0, label: 'ramp',
    });
    // No air resistance on the ball, so where it lands can be compared with R = v² sin 2θ / g.
    this.ball = Bodies.circle(BALL_REST.x, BALL_REST.y, SCENE.ballRadius, { frictionAir: 0, restitution: 0.35, friction: 0.05, density: 0.004, label: 'ball' });
    // matter-js's own friction is tuned for its default gravity, not Coulomb's law at this scale: the block slides
    // without it and the slider's friction is applied by hand (applyRampFriction).
    this.block = Bodies.rectangle(BLOCK_START.x, BLOCK_START.y, SCENE.blockSize, SCENE.blockSize, {
      angle: BLOCK_START.angle, friction: 0, frictionStatic: 0, frictionAir: 0, restitution: 0, label: 'block',
    });
    this.blockInertia = this.block.inertia;
    Body.setInertia(this.block, Infinity);
    Composite.add(this.engine.world, [this.ground, ...walls, this.ramp, this.ball, this.block]);

    Events.on(this.engine, 'collisionStart', (event) => this.onCollision(event.pairs, true));
    Events.on(this.engine, 'collisionEnd', (event) => this.onCollision(event.pairs, false));
    Events.on(this.engine, 'beforeUpdate', () => this.applyRampFriction());
    Events.on(this.engine, 'afterUpdate', () => this.afterStep());
  }

  /** One fixed step of 1/60 s. */
  step(): void {
    this.matter.Engine.update(this.engine, STEP_MS);
  }

  /** Launches the ball from the launcher at the set angle and speed (again, if it was flying). */
  fire(): void {
    this.placeBall();
    this.matter.Body.setVelocity(this.ball, launchStepVelocity(this.settings.speed, this.settings.angle));
    this.phase = 'flying';
    this.firedAt = this.engine.timing.timestamp;
    this.trace.push({ ...this.ball.position });
  }

  /** Ball back on the launcher, block back at the ramp's top, trace cleared. */
  reset(): void {
    this.placeBall();
    const { Body } = this.matter;
    Body.setPosition(this.block, BLOCK_START);
    Body.setAngle(this.block, BLOCK_START.angle);
    Body.setVelocity(this.block, { x: 0, y: 0 });
    Body.setAngularVelocity(this.block, 0);
    Body.setInertia(this.block, Infinity);
  }

  ballState(): BallState {
    const { x, height } = ballInMetres(this.ball.position);
    return { ball: this.phase, x, height, flightTime: this.flightTime, landedAt: this.landedAt };
  }

  /** How far the block has moved down the ramp from where it starts, metres. */
  blockTravel(): number {
    const dx = this.block.position.x - BLOCK_START.x;
    const dy = this.block.position.y - BLOCK_START.y;
    return (dx * DOWN_THE_RAMP.x + dy * DOWN_THE_RAMP.y) / SCENE.scale;
  }

  /** Simulated time, ms. */
  get time(): number {
    return this.engine.timing.timestamp;
  }

  destroy(): void {
    const { Composite, Engine, Events } = this.matter;
    Events.off(this.engine, 'collisionStart collisionEnd beforeUpdate afterUpdate');
    Composite.clear(this.engine.world, false);
    Engine.clear(this.engine);
  }

  private placeBall(): void {
    const { Body } = this.matter;
    Body.setPosition(this.ball, BALL_REST);
    Body.setVelocity(this.ball, { x: 0, y: 0 });
    Body.setAngularVelocity(this.ball, 0);
    this.phase = 'ready';
    this.flightTime = 0;
    this.landedAt = null;
    this.trace.length = 0;
  }

  private onCollision(pairs: Matter.Pair[], started: boolean): void {
    const touching = (a: Matter.Body, b: Matter.Body) => pairs.some(({ bodyA, bodyB }) => (bodyA === a && bodyB === b) || (bodyA === b && bodyB === a));
    if (touching(this.block, this.ramp)) this.blockOnRamp = started;
    if (!started || this.phase !== 'flying' || !touching(this.ball, this.ground)) return;
    this.phase = 'landed';
    this.landedAt = ballInMetres(this.ball.position).x;
    this.onLanded();
  }

  /**
   * Coulomb friction on the block while it touches the ramp: μ m g cos θ against its motion along the slope; at rest,
   * it holds the block when that is at least the pull down the slope (μ ≥ tan θ). So a = g (sin θ − μ cos θ).
   */
  private applyRampFriction(): void {
    if (!this.blockOnRamp) return;
    const { Body } = this.matter;
    const velocity = Body.getVelocity(this.block);
    const speedDown = velocity.x * DOWN_THE_RAMP.x + velocity.y * DOWN_THE_RAMP.y;
    const weight = this.block.mass * GRAVITY_SCALE;
    const grip = this.settings.friction * weight * Math.cos(RAMP_BODY.angle);
    const pull = weight * Math.sin(RAMP_BODY.angle);
    let force: number;
    if (Math.abs(speedDown) < 1e-3 && grip >= pull) {
      force = -pull;
      Body.setVelocity(this.block, { x: 0, y: 0 });
    } else {
      force = -Math.sign(speedDown || 1) * grip;
    }
    Body.applyForce(this.block, this.block.position, { x: force * DOWN_THE_RAMP.x, y: force * DOWN_THE_RAMP.y });
  }

  private afterStep(): void {
    // Past the ramp's lower end the block may tumble: it lands on the ground as a box would.
    if (this.block.inertia === Infinity && this.block.position.x > RAMP_END_X) this.matter.Body.setInertia(this.block, this.blockInertia);
    if (this.phase !== 'flying') return;
    this.flightTime = (this.engine.timing.timestamp - this.firedAt) / 1000;
    this.trace.push({ ...this.ball.position });
  }
}
