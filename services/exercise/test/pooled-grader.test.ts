import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { PooledGrader, type GradingPoolSettings } from '../src/grading-threads/pooled-grader';

const graders: PooledGrader[] = [];
afterEach(async () => {
  await Promise.all(graders.splice(0).map((grader) => grader.stop()));
});

/**
 * A time limit no grading here reaches unless a test sets one: npm test runs four files of services' tests on two
 * cores, where a cold thread's first symbolic grading has taken over 5 s of wall time (and came back undecided).
 */
const LIMIT_NOT_TESTED_MS = 20_000;

/**
 * Threads at normal priority: none of these rules is about priority, and at the lowest a thread starved for over a
 * minute under a CI run's load (three gradings past the test's 60 s).
 */
function grader(settings: Partial<GradingPoolSettings> = {}): PooledGrader {
  const made = new PooledGrader({
    logger: pino({ level: 'silent' }), threads: 1, maxQueue: 10, timeLimitMs: LIMIT_NOT_TESTED_MS, heapMb: 256, perStudent: 4, lowPriority: false, ...settings,
  });
  graders.push(made);
  return made;
}

const free = (correctAnswer: string) => ({ isChoice: 2 as const, correctAnswer });
const TRIG = '\\sin^2x+\\cos^2x';

// Two or three gradings one after another in one thread, each allowed LIMIT_NOT_TESTED_MS.
describe('the pooled grader', { timeout: 3 * LIMIT_NOT_TESTED_MS }, () => {
  test('grades free text in its thread; the verdict is then known at once for the same answer', async () => {
    const pool = grader();
    expect(pool.known(free('1'), TRIG)).toBeUndefined();
    expect(await pool.grade(free('1'), TRIG, 'student-1')).toEqual({ correct: true, method: 'symbolic' });
    expect(pool.known(free('1'), TRIG)).toEqual({ correct: true, method: 'symbolic' });
  });

  test('choice letters are known at once, without a thread', () => {
    expect(grader().known({ isChoice: 0, correctAnswer: 'B' }, 'B')).toEqual({ correct: true, method: 'exact' });
  });

  test('an answer its thread cannot grade within the time limit is stopped and left to the teacher (undecided), not remembered', async () => {
    const pool = grader({ timeLimitMs: 1 });
    expect(await pool.grade(free('1'), TRIG, 'student-1')).toEqual({ correct: null, method: null });
    expect(pool.known(free('1'), TRIG)).toBeUndefined();
  });

  test("more of one student's gradings than they may have at once are left for later; other students' still go", async () => {
    const pool = grader({ perStudent: 1 });
    const first = pool.grade(free('x^2-1'), '(x-1)(x+1)', 'student-1');
    expect(await pool.grade(free('x^2-1'), '(x+1)(x-1)', 'student-1')).toBe('later');
    // Which verdict comes back is not this rule's (the first test's): a thread at the lowest priority on a machine as
    // busy as npm test's may use up its second of algebra and answer undecided. The rule is that both are graded.
    expect(await pool.grade(free('x^2-1'), 'x^2-2', 'student-2')).not.toBe('later');
    expect(await first).not.toBe('later');
  });

  test('when every thread is busy and the queue is full, a grading is left for later', async () => {
    const pool = grader({ maxQueue: 0 });
    const running = pool.grade(free('x^2-1'), '(x-1)(x+1)', 'student-1');
    expect(await pool.grade(free('2'), '\\frac{4}{2}', 'student-2')).toBe('later');
    await running;
  });
});
