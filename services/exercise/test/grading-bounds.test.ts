import { describe, expect, test } from 'vitest';
import { gradeAnswer } from '../src/domain/grading/grade-answer';
import { TABLES } from './grading-table';

// The grader runs inside a save: whatever a student types, it answers quickly, never throws, and what it will not
// work on is left to the teacher. Times are the process's CPU time (other work on a busy test machine does not
// count), the best of three tries for the pathological answers (a garbage collection may land in one); the bounds
// are generous, the report gives the measured times.

const free = (correctAnswer: string) => ({ isChoice: 2 as const, correctAnswer });

function timed(answer: string, correctAnswer: string) {
  const started = process.cpuUsage();
  const verdict = gradeAnswer(free(correctAnswer), answer);
  const used = process.cpuUsage(started);
  return { verdict, ms: (used.user + used.system) / 1000 };
}

function bestOfThree(answer: string, correctAnswer: string) {
  const tries = [0, 1, 2].map(() => timed(answer, correctAnswer));
  return { verdicts: tries.map((t) => t.verdict), ms: Math.min(...tries.map((t) => t.ms)) };
}

const UNDECIDED = { correct: null, method: null };
/** "A few milliseconds" (measured: under 1 ms typically), with room for a slow machine. */
const PATHOLOGICAL_MS = 50;

const PATHOLOGICAL: Array<[string, string, string]> = [
  ['a huge power of a variable', 'x^99999999', '1'],
  ['a huge power of a number', '2^{99999999}', '1'],
  ['a tower of powers', '9^{9^{9^{9}}}', '1'],
  // Each exponent within bounds, nested: millions of digits (this one held a service's event loop for minutes).
  ['a power of a power in a fraction', '\\frac{(999^{999})^{999}}{(998^{999})^{999}}', '1'],
  ['a power of a power', '(999^{999})^{999}', '1'],
  ['powers of powers of a number', '{{{9^9}^9}^9}^9', '1'],
  ['a huge power of a sum', '(x+1)^{99999}', 'x'],
  ['a power of ten with a power of ten', '10^{10^{10}}', '1'],
  ['a huge factorial', '100000!', '1'],
  ['a sum to a billion', '\\sum_{n=1}^{1000000000} n', '1'],
  ['13 nested brackets', `${'('.repeat(13)}x${')'.repeat(13)}`, 'x'],
  ['200 nested brackets', `${'('.repeat(200)}x${')'.repeat(200)}`, 'x'],
  ['60 nested fractions', `${'\\frac{'.repeat(60)}1${'}{2}'.repeat(60)}`, '1'],
  ['an answer of 501 characters', `x+${'1'.repeat(499)}`, 'x'],
  ['maths of 201 characters', `${'x+'.repeat(100)}1`, '100x+1'],
  ['unbalanced LaTeX', '\\frac{1}{', '1/2'],
  ['only operators', '^^^', '1'],
  ['an empty fraction', '\\frac{}{}', '1'],
  ['a stray closing brace', '}{', '1'],
  ['a right without a left', 'x\\right)', 'x'],
];

describe('answers beyond what the machine grades are left to the teacher, quickly and without an error', () => {
  test.each(PATHOLOGICAL)('%s (%s against %s)', (_, answer, correctAnswer) => {
    const { verdicts, ms } = bestOfThree(answer, correctAnswer);
    expect(verdicts).toEqual([UNDECIDED, UNDECIDED, UNDECIDED]);
    expect(ms).toBeLessThan(PATHOLOGICAL_MS);
  });

  test('an over-long correct answer is not graded either', () => {
    expect(timed('x', `x+${'0'.repeat(499)}`).verdict).toEqual(UNDECIDED);
  });

  test('a power of a long sum is not multiplied out but still graded, by evaluation, within the bound', () => {
    const { verdicts, ms } = bestOfThree('(a+b+c+d+e+f+g+h)^{12}', '(h+g+f+e+d+c+b+a)^{12}');
    expect(verdicts[0]).toEqual({ correct: true, method: 'numeric' });
    expect(ms).toBeLessThan(200);
  });
});

describe('time per grading', () => {
  test('the whole equivalence table grades in a few ms of CPU per answer typically, under half a second at worst', () => {
    const rows = TABLES.flatMap(([, table]) => table);
    const times = rows.map(([answer, correctAnswer]) => timed(answer, correctAnswer).ms).sort((a, b) => a - b);
    const typical = times[Math.floor(times.length / 2)];
    const worst = times.at(-1)!;
    console.info(`grading: ${times.length} answers, CPU time typical (median) ${typical.toFixed(1)} ms, worst ${worst.toFixed(1)} ms`);
    expect(typical).toBeLessThan(50);
    expect(worst).toBeLessThan(500);
  });
});
