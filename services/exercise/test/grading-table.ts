import type { GradingMethod } from '@tp/contracts';

// The machine grader's verdicts, as a table: the student's answer, the question's correct answer, the verdict
// (true, false, or null when the teacher decides) and the method. grading.test.ts makes each row a test; the
// timing test grades them all.

export type Row = [answer: string, correctAnswer: string, correct: boolean | null, method: GradingMethod | null];

/** The table. */
const REQUIRED: Row[] = [
  ['x^2-1', '(x-1)(x+1)', true, 'symbolic'],
  ['\\frac12', '0.5', true, 'symbolic'],
  ['\\sin^2x+\\cos^2x', '1', true, 'symbolic'],
  ['(x-1)(x+2)', 'x^2-1', false, 'symbolic'],
  ['0.333', '\\frac13', false, 'symbolic'],
];

/** Plain ascii maths and maths delimiters read like LaTeX. */
const WRITTEN_ANY_WAY: Row[] = [
  ['1/2', '0.5', true, 'symbolic'],
  ['(x-1)*(x+1)', 'x^2-1', true, 'symbolic'],
  ['sqrt(2)', '\\sqrt{2}', true, 'symbolic'],
  ['x^2', 'x*x', true, 'symbolic'],
  ['$\\frac{1}{2}$', '\\(0.5\\)', true, 'symbolic'],
  ['  $$ x^2+2x+1 $$ ', '(x+1)^2', true, 'symbolic'],
  ['x² − 1', 'x^2-1', true, 'symbolic'],
];

/** Numbers are compared exactly where they can be, else to 1e-9 of their size. */
const NUMBERS: Row[] = [
  ['9.8', '9.80', true, 'symbolic'],
  ['2^{10}', '1024', true, 'symbolic'],
  ['\\sin(\\pi/6)', '0.5', true, 'symbolic'],
  ['e^{i\\pi}', '-1', true, 'symbolic'],
  ['\\sqrt[3]{-8}', '-2', true, 'symbolic'],
  ['2^{1000}', '2^{1000}+1', false, 'symbolic'],
  ['1/3', '0.3333333333', false, 'symbolic'],
  ['6.626e-34', '6.7e-34', false, 'symbolic'],
  ['\\sqrt2', '1.41421356237', true, 'numeric'],
  ['\\pi', '3.14', false, 'numeric'],
];

/** Physics answers with units: the same units compare as maths; a missing or different unit is for the teacher. */
const UNITS: Row[] = [
  ['9.8 m/s^2', '9.80 m/s^2', true, 'symbolic'],
  ['9.8', '9.8 m/s^2', null, null],
  ['980 cm/s^2', '9.8 m/s^2', null, null],
];

/** Identities the algebra does not prove but evaluation at random points settles. */
const BY_EVALUATION: Row[] = [
  ['\\frac{x^2-1}{x-1}', 'x+1', true, 'numeric'],
  ['\\tan x', '\\frac{\\sin x}{\\cos x}', true, 'numeric'],
  ['\\sqrt{x^2}', '|x|', true, 'numeric'],
  ['\\sqrt{x^2}', 'x', false, 'numeric'],
  ['(x+1)^{13}', '(x+1)^{12}(x+1)', true, 'numeric'],
];

/** More algebra. */
const ALGEBRA: Row[] = [
  ['\\frac{1}{x}+\\frac{1}{y}', '\\frac{x+y}{xy}', true, 'symbolic'],
  ['\\ln(e^2)', '2', true, 'symbolic'],
  ['x^2+2x+1', '(x+1)^2', true, 'symbolic'],
  ['x^2+2x', '(x+1)^2', false, 'symbolic'],
];

/** Equations are the same equation when one is a non-zero multiple of the other, sides swapped or not. */
const EQUATIONS: Row[] = [
  ['x=2', '2=x', true, 'symbolic'],
  ['y=2x+1', '2x-y+1=0', true, 'symbolic'],
  ['2x=4', 'x=2', true, 'numeric'],
  ['x^2=4', 'x=2', false, 'numeric'],
  ['x=2', '2', null, null],
];

/** What the machine leaves to the teacher rather than guess. */
const FOR_THE_TEACHER: Row[] = [
  ['2x', 'x2', null, null],
  ['x+1', 'y+1', null, null],
  ['x', 'X', null, null],
  ['(x+1', 'x+1', null, null],
  ['x+1', '', null, null],
  ['2<x', 'x>2', null, null],
  ['f(x)', 'g(x)', null, null],
];

/** Words: the same words, spaces and case aside, are right; other words are for the teacher, never wrong. */
const WORDS: Row[] = [
  ['Paris', ' paris ', true, 'text'],
  ['the  Mitochondria', 'The mitochondria', true, 'text'],
  ['No', 'no', true, 'text'],
  ['Paris', 'London', null, null],
  ['5 apples', '5', null, null],
  // Maths the machine does not grade is still right when written exactly so.
  ['f(x)', 'f(x)', true, 'text'],
  ['x > 2', 'x>2', true, 'text'],
];

export const TABLES: Array<[string, Row[]]> = [
  ["the issue's equivalence table", REQUIRED],
  ['maths written in ascii, LaTeX, with delimiters or unicode', WRITTEN_ANY_WAY],
  ['numbers', NUMBERS],
  ['answers with units', UNITS],
  ['identities settled by evaluation at random points', BY_EVALUATION],
  ['algebra', ALGEBRA],
  ['equations', EQUATIONS],
  ['answers left to the teacher', FOR_THE_TEACHER],
  ['plain words', WORDS],
];
