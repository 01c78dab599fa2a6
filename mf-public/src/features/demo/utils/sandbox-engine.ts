import type Matter from 'matter-js';
import { drawScene } from './sandbox-drawing';
import { SCENE } from './sandbox-scene';
import { SandboxWorld, type BallState, type MatterModule, type SandboxSettings } from './sandbox-world';

/** The world as the page shows it beside the canvas (and as tests read it). */
export interface SandboxSnapshot extends BallState {
  running: boolean;
}

/** How often (simulated ms) the snapshot is handed to the page while the world runs: ten times a second. */
const SNAPSHOT_EVERY_MS = 100;

/**
 * The sandbox on the page: its world run by matter-js's runner at 60 fixed steps a second and drawn on the canvas
 * after each frame's steps. Pausing stops the steps and the drawing until resumed. `destroy` stops the runner's
 * loop and empties the world: a page left leaves nothing running.
 */
export class SandboxEngine {
  private readonly world: SandboxWorld;
  private readonly runner: Matter.Runner;
  private lastSnapshotAt = -Infinity;

  constructor(
    private readonly matter: MatterModule,
    private readonly canvas: HTMLCanvasElement,
    settings: SandboxSettings,
    private readonly onChange: (snapshot: SandboxSnapshot) => void,
    { startPaused }: { startPaused: boolean },
  ) {
    const { Events, Runner } = matter;
    this.world = new SandboxWorld(matter, settings);
    this.world.onLanded = () => this.publish();
    Events.on(this.world.engine, 'afterUpdate', () => {
      if (this.world.time - this.lastSnapshotAt >= SNAPSHOT_EVERY_MS) this.publish();
    });
    this.runner = Runner.create();
    Events.on(this.runner, 'afterTick', () => this.draw());
    this.runner.enabled = !startPaused;
    Runner.run(this.runner, this.world.engine);
    this.draw();
    this.publish();
  }

  /** Launches the ball and runs the world (a paused sandbox resumes: the visitor wants to see the shot). */
  fire(): void {
    this.world.fire();
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

  /** Everything back to the start; running or paused as before. */
  reset(): void {
    this.world.reset();
    this.draw();
    this.publish();
  }

  /** New slider values: the next launch uses them; the block's friction changes at once. */
  update(settings: SandboxSettings): void {
    this.world.settings = settings;
    this.draw();
  }

  destroy(): void {
    this.matter.Runner.stop(this.runner);
    this.matter.Events.off(this.runner, 'afterTick');
    this.world.destroy();
  }

  private publish(): void {
    this.lastSnapshotAt = this.world.time;
    this.onChange({ running: this.runner.enabled, ...this.world.ballState() });
  }

  private draw(): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    const { ball, ramp, block, trace, settings } = this.world;
    drawScene(context, { pixelRatio: this.canvas.width / SCENE.width, settings, ball, ramp, block, trace });
  }
}
