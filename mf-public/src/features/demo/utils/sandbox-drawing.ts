import type Matter from 'matter-js';
import { launchRange } from './projectile';
import { BALL_REST, SCENE } from './sandbox-scene';
import type { SandboxSettings } from './sandbox-world';

interface SceneState {
  /** Canvas pixels per scene pixel (the screen's pixel ratio, for sharp lines). */
  pixelRatio: number;
  settings: SandboxSettings;
  ball: Matter.Body;
  ramp: Matter.Body;
  block: Matter.Body;
  trace: { x: number; y: number }[];
}

const COLORS = { sky: '#f4f8ff', ground: '#8c6d46', grass: '#5b8c3a', ramp: '#6b7a8f', block: '#d4380d', ball: '#1f5fbf', trace: '#1f5fbf', flag: '#237804' };

function polygon(context: CanvasRenderingContext2D, vertices: Matter.Vector[]) {
  context.beginPath();
  vertices.forEach((v, i) => (i === 0 ? context.moveTo(v.x, v.y) : context.lineTo(v.x, v.y)));
  context.closePath();
}

/** The ground with a mark every 10 m from the launcher, labelled, so distances can be read off the picture. */
function drawGround(context: CanvasRenderingContext2D) {
  context.fillStyle = COLORS.ground;
  context.fillRect(0, SCENE.groundTop, SCENE.width, SCENE.height - SCENE.groundTop);
  context.fillStyle = COLORS.grass;
  context.fillRect(0, SCENE.groundTop, SCENE.width, 4);
  context.fillStyle = '#fff';
  context.font = 'bold 14px system-ui, sans-serif';
  context.textAlign = 'center';
  for (let metres = 0; BALL_REST.x + metres * SCENE.scale < SCENE.width - 10; metres += 10) {
    const x = BALL_REST.x + metres * SCENE.scale;
    context.fillRect(x - 1, SCENE.groundTop + 4, 2, 6);
    context.fillText(`${metres} m`, x, SCENE.groundTop + 25);
  }
}

/** The launcher's barrel, pointing along the launch, longer for a faster launch. */
function drawLauncher(context: CanvasRenderingContext2D, { angle, speed }: SandboxSettings) {
  const radians = (angle * Math.PI) / 180;
  const length = 16 + speed * 1.2;
  context.save();
  context.translate(BALL_REST.x, BALL_REST.y);
  context.rotate(-radians);
  context.fillStyle = '#434c5a';
  context.fillRect(0, -4, length, 8);
  context.restore();
  context.beginPath();
  context.arc(BALL_REST.x, SCENE.groundTop, 14, Math.PI, 0);
  context.fillStyle = '#2b3440';
  context.fill();
}

/** A flag where the formula says the ball lands. */
function drawPrediction(context: CanvasRenderingContext2D, { angle, speed }: SandboxSettings) {
  const x = BALL_REST.x + launchRange(speed, angle) * SCENE.scale;
  context.strokeStyle = COLORS.flag;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(x, SCENE.groundTop);
  context.lineTo(x, SCENE.groundTop - 30);
  context.stroke();
  context.fillStyle = COLORS.flag;
  context.beginPath();
  context.moveTo(x, SCENE.groundTop - 30);
  context.lineTo(x + 14, SCENE.groundTop - 25);
  context.lineTo(x, SCENE.groundTop - 20);
  context.fill();
  context.font = 'bold 13px system-ui, sans-serif';
  context.textAlign = 'left';
  context.fillText('R', x + 4, SCENE.groundTop - 34);
}

function drawTrace(context: CanvasRenderingContext2D, trace: { x: number; y: number }[]) {
  context.fillStyle = COLORS.trace;
  trace.forEach((point, i) => {
    if (i % 4 === 0) context.fillRect(point.x - 1.5, point.y - 1.5, 3, 3);
  });
}

/** Draws the whole scene: sky, ground with distances, ramp and block, trace, predicted landing, launcher and ball. */
export function drawScene(context: CanvasRenderingContext2D, state: SceneState): void {
  context.setTransform(state.pixelRatio, 0, 0, state.pixelRatio, 0, 0);
  context.fillStyle = COLORS.sky;
  context.fillRect(0, 0, SCENE.width, SCENE.height);
  drawGround(context);
  polygon(context, state.ramp.vertices);
  context.fillStyle = COLORS.ramp;
  context.fill();
  polygon(context, state.block.vertices);
  context.fillStyle = COLORS.block;
  context.fill();
  drawTrace(context, state.trace);
  drawPrediction(context, state.settings);
  drawLauncher(context, state.settings);
  context.beginPath();
  context.arc(state.ball.position.x, state.ball.position.y, SCENE.ballRadius, 0, 2 * Math.PI);
  context.fillStyle = COLORS.ball;
  context.fill();
}
