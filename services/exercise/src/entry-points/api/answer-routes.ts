import type { Router } from 'express';
import {
  exerciseIdRequest, saveExerciseRequest, updateExerciseContentRequest,
  type ExerciseSummary, type SaveExerciseResult, type StartExamResult, type SubmitExerciseResult,
} from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole } from '@tp/service-kit';
import { checkAnswer, saveAnswer, updateContent, type QuestionOutcome } from '../../domain/answer-saves';
import { startExam, type ExamStartOutcome } from '../../domain/exam-start';
import { finishExercise, undoExercise, type ExerciseOutcome } from '../../domain/whole-exercise-writes';
import type { ExerciseContext, ExerciseServiceDeps } from '../exercise-context';
import { remainingTime, toExerciseQuestion, toExerciseView } from './exercise-views';

/** Every write's answer: the question as stored for its student, and the exam clock by the server. */
function toSaveResult({ exercise, question, answer, applied, now }: QuestionOutcome): SaveExerciseResult {
  return {
    question: toExerciseQuestion(question, answer, 'student', exercise),
    applied,
    examRemainingTime: remainingTime(exercise, now),
    endExamAt: exercise.endExamAt?.toISOString() ?? null,
  };
}

/** Check Solution's answer: the locked question's verdict and solution besides. */
function toSubmitResult(outcome: QuestionOutcome): SubmitExerciseResult {
  const result = toSaveResult(outcome);
  return {
    ...result,
    correctAnswer: result.question.question.correctAnswer,
    autoCorrect: result.question.autoCorrect,
    description: result.question.question.description,
  };
}

function toSummary({ exercise, now }: ExerciseOutcome): ExerciseSummary {
  const { questionList: _questions, ...summary } = toExerciseView(exercise, 'student', now);
  return summary;
}

function toStartResult({ exercise, now }: ExamStartOutcome): StartExamResult {
  return { examRemainingTime: remainingTime(exercise, now) ?? 0, endExamAt: exercise.endExamAt!.toISOString() };
}

/** The student's writes to their own exercise: answers, Check Solution, Submit All Solutions, Undo and the exam's start. */
export function answerRoutes(deps: ExerciseServiceDeps, ctx: ExerciseContext): Router {
  const router = createRouter();
  const student = [authenticate(ctx.verifier), requireRole('Student')];

  router.post('/api/user/saveExercise', ...student, async (req, res) => {
    const request = parse(saveExerciseRequest, req.body);
    reply(res, await saveAnswer(deps, currentUser(req), request, toSaveResult), 'Successfully saved');
  });

  router.post('/api/user/submitExercise', ...student, async (req, res) => {
    const request = parse(saveExerciseRequest, req.body);
    reply(res, await checkAnswer(deps, currentUser(req), request, toSubmitResult), 'Successfully saved');
  });

  router.post('/api/user/updateExerciseContent', ...student, async (req, res) => {
    const request = parse(updateExerciseContentRequest, req.body);
    reply(res, await updateContent(deps, currentUser(req), request, toSaveResult), 'Successfully saved');
  });

  router.post('/api/user/finishExercise', ...student, async (req, res) => {
    const request = parse(exerciseIdRequest, req.body);
    reply(res, await finishExercise(deps, currentUser(req), request, toSummary), 'Successfully saved');
  });

  router.post('/api/user/undoExercise', ...student, async (req, res) => {
    const request = parse(exerciseIdRequest, req.body);
    reply(res, await undoExercise(deps, currentUser(req), request, toSummary), 'Successfully saved');
  });

  router.post('/api/user/startExam', ...student, async (req, res) => {
    const request = parse(exerciseIdRequest, req.body);
    reply(res, await startExam(deps, currentUser(req), request, toStartResult));
  });

  return router;
}
