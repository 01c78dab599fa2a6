import type Matter from 'matter-js';
import { drawScene } from './sandbox-drawing';
import { ballInMetres, BALL_REST, BLOCK_START, GRAVITY_SCALE, launchStepVelocity, RAMP_BODY, RAMP_END_X, SCENE } from './sandbox-scene';

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

/** The world as the page shows it beside the canvas (and as tests read it). */
export interface SandboxSnapshot {
  running: boolean;
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

/** How often (simulated ms) the snapshot is handed to the page while the world runs: ten times a second. */
const SNAPSHOT_EVERY_MS = 100;

/**
 * The sandbox's matter-js world: a launcher firing a ball, a ramp with a block sliding down it, drawn on a canvas
 * the page gives. matter-js is passed in (the page loads it on demand, so no other page downloads it). The engine
 * runs at a fixed 60 steps a second of simulated time; pausing stops the steps (and the drawing) until resumed.
 * `destroy` stops everything: a page left leaves nothing running.
 */
export class SandboxEngine {
  private readonly engine: Matter.Engine;
  private readonly runner: Matter.Runner;
  private readonly ball: Matter.Body;
  private readonly block: Matter.Body;
  private readonly ground: Matter.Body;
  private readonly ramp: Matter.Body;
  private readonly trace: { x: number; y: number }[] = [];
  private ballState: SandboxSnapshot['ball'] = 'ready';
  private blockOnRamp = false;
  /** The block's own moment of inertia; while on the ramp it has none to use (it slides, never turns over). */
  private readonly blockInertia: number;
  private firedAt = 0;
  private flightTime = 0;
  private landedAt: number | null = null;
  private lastSnapshotAt = -Infinity;

  constructor(
    private readonly matter: MatterModule,
    private readonly canvas: HTMLCanvasElement,
    private settings: SandboxSettings,
    private readonly onChange: (snapshot: SandboxSnapshot) => void,
    { startPaused }: { startPaused: boolean },
  ) {
    const { Bodies, Composite, Engine, Events, Runner } = matter;
    this.engine = Engine.create({ gravity: { x: 0, y: 1, scale: GRAVITY_SCALE } });
    this.ground = Bodies.rectangle(SCENE.width / 2, SCENE.groundTop + 30, SCENE.width + 200, 60, { isStatic: true, friction: 0.6, label: 'ground' });
    const walls = [-30, SCENE.width + 30].map((x) => Bodies.rectangle(x, SCENE.height / 2, 60, SCENE.height * 3, { isStatic: true, label: 'wall' }));
    this.ramp = Bodies.rectangle(RAMP_BODY.x, RAMP_BODY.y, SCENE.ramp.length, SCENE.ramp.thickness, {
      isStatic: true, angle: RAMP_BODY.angle, friction: 1, frictionStatic: 0, label: 'ramp',
    });
    // No air resistance on the ball, so where it lands can be compared with R = v² sin 2θ / g.
    this.ball = Bodies.circle(BALL_REST.x, BALL_REST.y, SCENE.ballRadius, { frictionAir: 0, restitution: 0.35, friction: 0.05, density: 0.004, label: 'ball' });
    // The block slides without matter-js's own friction (a model tuned for its default gravity, not Coulomb's law
    // at this scale) and without turning over: the slider's friction is applied by hand, see applyRampFriction.
    this.block = Bodies.rectangle(BLOCK_START.x, BLOCK_START.y, SCENE.blockSize, SCENE.blockSize, {
      angle: BLOCK_START.angle, friction: 0, frictionStatic: 0, frictionAir: 0, restitution: 0, label: 'block',
    });
    this.blockInertia = this.block.inertia;
    this.matter.Body.setInertia(this.block, Infinity);
    Composite.add(this.engine.world, [this.ground, ...walls, this.ramp, this.ball, this.block]);

    Events.on(this.engine, 'collisionStart', (event) => this.onCollision(event.pairs, true));
    Events.on(this.engine, 'collisionEnd', (event) => this.onCollision(event.pairs, false));
    Events.on(this.engine, 'beforeUpdate', () => this.applyRampFriction());
    Events.on(this.engine, 'afterUpdate', () => this.afterStep());
    this.runner = Runner.create();
    Events.on(this.runner, 'afterTick', () => this.draw());
    this.runner.enabled = !startPaused;
    Runner.run(this.runner, this.engine);
    this.draw();
    this.publish();
  }

  /** Launches the ball from the launcher at the set angle and speed (again, if it was flying), and runs the world. */
  fire(): void {
    this.placeBall();
    this.matter.Body.setVelocity(this.ball, launchStepVelocity(this.settings.speed, this.settings.angle));
    this.ballState = 'flying';
    this.firedAt = this.engine.timing.timestamp;
    this.trace.push({ ...this.ball.position });
    this.resume();
  }

  pause(): void {
    this.runner.enabled = false;
    this.draw();
    this.publish();
  }

  resume(): void {
    this.runner.enabled = true;
    this.publish();
  }

  /** Ball back on the launcher, block back at the ramp's top, trace cleared; running or paused as before. */
  reset(): void {
    this.placeBall();
    const { Body } = this.matter;
    Body.setPosition(this.block, BLOCK_START);
    Body.setAngle(this.block, BLOCK_START.angle);
    Body.setVelocity(this.block, { x: 0, y: 0 });
    Body.setAngularVelocity(this.block, 0);
    Body.setInertia(this.block, Infinity);
    this.draw();
    this.publish();
  }

  /** New slider values: the next launch uses them; the block's friction changes at once. */
  update(settings: SandboxSettings): void {
    this.settings = settings;
    this.draw();
  }

  /** Stops the engine's loop and forgets the world, so nothing runs after the page is left. */
  destroy(): void {
    const { Composite, Engine, Events, Runner } = this.matter;
    Runner.stop(this.runner);
    Events.off(this.runner, 'afterTick');
    Events.off(this.engine, 'collisionStart collisionEnd beforeUpdate afterUpdate');
    Composite.clear(this.engine.world, false);
    Engine.clear(this.engine);
  }

  private placeBall(): void {
    const { Body } = this.matter;
    Body.setPosition(this.ball, BALL_REST);
    Body.setVelocity(this.ball, { x: 0, y: 0 });
    Body.setAngularVelocity(this.ball, 0);
    this.ballState = 'ready';
    this.flightTime = 0;
    this.landedAt = null;
    this.trace.length = 0;
  }

  private onCollision(pairs: Matter.Pair[], started: boolean): void {
    const touching = (a: Matter.Body, b: Matter.Body) => pairs.some(({ bodyA, bodyB }) => (bodyA === a && bodyB === b) || (bodyA === b && bodyB === a));
    if (touching(this.block, this.ramp)) this.blockOnRamp = started;
    if (!started || this.ballState !== 'flying' || !touching(this.ball, this.ground)) return;
    this.ballState = 'landed';
    this.landedAt = ballInMetres(this.ball.position).x;
    this.publish();
  }

  /**
   * Coulomb friction on the block while it touches the ramp: μ m g cos θ against its motion along the slope; at rest,
   * it holds the block when that is at least the pull down the slope (μ ≥ tan θ), so a = g (sin θ − μ cos θ).
   */
  private applyRampFriction(): void {
    if (!this.blockOnRamp) return;
    const { Body } = this.matter;
    const down = { x: Math.cos(RAMP_BODY.angle), y: Math.sin(RAMP_BODY.angle) };
    const velocity = Body.getVelocity(this.block);
    const speedDown = velocity.x * down.x + velocity.y * down.y;
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
    Body.applyForce(this.block, this.block.position, { x: force * down.x, y: force * down.y });
  }

  private afterStep(): void {
    // Off the ramp's lower end the block may tumble: it lands on the ground as a box would.
    if (this.block.inertia === Infinity && this.block.position.x > RAMP_END_X) this.matter.Body.setInertia(this.block, this.blockInertia);
    const now = this.engine.timing.timestamp;
    if (this.ballState === 'flying') {
      this.flightTime = (now - this.firedAt) / 1000;
      this.trace.push({ ...this.ball.position });
    }
    if (now - this.lastSnapshotAt >= SNAPSHOT_EVERY_MS) this.publish();
  }

  private publish(): void {
    this.lastSnapshotAt = this.engine.timing.timestamp;
    const { x, height } = ballInMetres(this.ball.position);
    this.onChange({ running: this.runner.enabled, ball: this.ballState, x, height, flightTime: this.flightTime, landedAt: this.landedAt });
  }

  private draw(): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    drawScene(context, {
      pixelRatio: this.canvas.width / SCENE.width,
      settings: this.settings,
      ball: this.ball,
      ramp: this.ramp,
      block: this.block,
      trace: this.trace,
    });
  }
}
