import { classWorkText } from '../../../components/class-work-texts';
import { correctionText } from '../correction-texts';
import { effectiveVerdict, isAnswered, type ExerciseQuestion, type ExerciseView, type GradingMethod } from '@tp/contracts/exercises';

export interface CorrectionCounts {
  answered: number;
  total: number;
  /** Answered questions with a verdict (the teacher's, else the machine's): the rest wait for the teacher. */
  corrected: number;
  correct: number;
}

/** The counts a student's row shows on the correction screen. */
export function correctionCounts(exercise: Pick<ExerciseView, 'questionList'>): CorrectionCounts {
  const answered = exercise.questionList.filter(isAnswered);
  return {
    answered: answered.length,
    total: exercise.questionList.length,
    corrected: answered.filter((q) => effectiveVerdict(q) !== null).length,
    correct: answered.filter((q) => effectiveVerdict(q) === true).length,
  };
}

const METHOD_LABELS = { exact: 'methodExact', symbolic: 'methodSymbolic', numeric: 'methodNumeric', text: 'methodText' } as const satisfies Record<GradingMethod, string>;

/** The machine's verdict on an answered question, with how it was reached. */
export function machineVerdictLabel(question: Pick<ExerciseQuestion, 'answer' | 'autoCorrect' | 'autoCorrectMethod'>): string {
  if (!isAnswered(question)) return classWorkText('notAnswered');
  if (question.autoCorrect === null) return correctionText('undecided');
  const verdict = correctionText(question.autoCorrect ? 'correct' : 'incorrect');
  return question.autoCorrectMethod ? correctionText('verdictWithMethod', { verdict, method: correctionText(METHOD_LABELS[question.autoCorrectMethod]) }) : verdict;
}

/** The teacher's own mark. */
export function teacherVerdictLabel(question: Pick<ExerciseQuestion, 'isCorrect'>): string {
  if (question.isCorrect === null) return correctionText('notMarked');
  return correctionText(question.isCorrect ? 'right' : 'wrong');
}
