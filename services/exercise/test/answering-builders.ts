import { randomUUID } from 'node:crypto';
import type { QuestionView, SaveExerciseResult } from '@tp/contracts';
import { ok } from '@tp/test-kit/answer-checks';
import { publishHomework, questionOf, type Caller, type ExerciseWorld } from './exercise-world';

/** What the answering tests work on: a teacher's class with one student, and that student's exercise of a homework. */
export interface Assignment {
  teacher: Caller;
  student: Caller;
  exerciseId: string;
  questions: QuestionView[];
}

/**
 * A homework (or exam) of `questions` published by a new teacher to a new student; by default one single choice
 * (B of A–D), one multiple choice (A,C of A–E) and one free response ('x+1').
 */
export async function assignment(
  world: ExerciseWorld,
  settings: { isExam?: boolean; examDuration?: number; dueDate?: string | null; questions?: QuestionView[] } = {},
): Promise<Assignment> {
  const teacher = await world.signIn('Teacher');
  const student = await world.signIn('Student');
  const questions = settings.questions ?? [
    questionOf({ isChoice: 0, numChoice: 4, correctAnswer: 'B' }),
    questionOf({ isChoice: 1, numChoice: 5, correctAnswer: 'A,C', answerE: '5' }),
    questionOf({ isChoice: 2, correctAnswer: 'x+1' }),
  ];
  const cls = world.makeClass(teacher, [student]);
  const hw = world.makeHomework(cls, teacher, questions, settings);
  const [exerciseId] = await publishHomework(teacher, cls, hw, [student]);
  return { teacher, student, exerciseId, questions };
}

/** A save that must succeed; its result. */
export function save(
  student: Caller,
  body: { id: string; questionId: string; answer: string; content?: string; opId?: string; seq?: number },
): Promise<SaveExerciseResult> {
  return ok<SaveExerciseResult>(student.post('/api/user/saveExercise', { content: '', ...body }), 'Successfully saved');
}

/** A fresh client operation id, as the screen makes one per write. */
export const opId = () => randomUUID();

/** The stored answers of an exercise, straight from the database. */
export async function storedAnswers(world: ExerciseWorld, exerciseId: string) {
  const { rows } = await world.sql('SELECT question_id, answer, content, seq, locked, is_correct, auto_correct FROM exercise_answers WHERE exercise_id = $1 ORDER BY question_id', [exerciseId]);
  return rows as { question_id: string; answer: string; content: string; seq: string; locked: boolean; is_correct: boolean | null; auto_correct: boolean | null }[];
}

/** The exercise's history of writes, oldest first. */
export async function historyRows(world: ExerciseWorld, exerciseId: string) {
  const { rows } = await world.sql('SELECT kind, question_id, op_id, seq, answer, content, applied FROM answer_history WHERE exercise_id = $1 ORDER BY id', [exerciseId]);
  return rows as { kind: string; question_id: string | null; op_id: string | null; seq: string | null; answer: string | null; content: string | null; applied: boolean }[];
}
