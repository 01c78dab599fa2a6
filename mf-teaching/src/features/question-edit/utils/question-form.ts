import type { QuestionView } from '@tp/contracts/questions';
import { choiceLetters, questionProblems } from '@tp/contracts/question-rules';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { editorText } from '../../../components/editor-texts';

/** Where a question is filed in the library tree ('' for none). */
export interface Filing {
  libraryId: string;
  chapterId: string;
  sectionId: string;
}

/** The Edit Question form's values. */
export interface QuestionForm extends Filing {
  name: string;
  category: string;
  copyright: string;
  image: string;
  showImg: boolean;
  isChoice: QuestionView['isChoice'];
  numChoice: QuestionView['numChoice'];
  correctAnswer: string;
  difficuty: number;
  qText: string;
  answerA: string;
  answerB: string;
  answerC: string;
  answerD: string;
  answerE: string;
  description: string;
  language: QuestionView['language'];
  source: { _id: string; name: string } | null;
  referenceId: string;
}

export const ANSWER_FIELDS = { A: 'answerA', B: 'answerB', C: 'answerC', D: 'answerD', E: 'answerE' } as const;

export function toQuestionForm(question: QuestionView): QuestionForm {
  return {
    name: question.name, category: question.category, copyright: question.copyright, image: question.image, showImg: question.showImg,
    isChoice: question.isChoice, numChoice: question.numChoice, correctAnswer: question.correctAnswer, difficuty: question.difficuty,
    qText: question.qText, answerA: question.answerA, answerB: question.answerB, answerC: question.answerC, answerD: question.answerD,
    answerE: question.answerE, description: question.description, language: question.language,
    source: question.source ? { _id: question.source, name: question.sourceName || editorText('sourceFallback') } : null,
    referenceId: question.referenceId, libraryId: question.libraryId, chapterId: question.chapterId, sectionId: question.sectionId,
  };
}

/** The body of PUT /api/teacher/updateQuestion: the whole question, the source as its id. */
export function toUpdateBody(id: string, form: QuestionForm) {
  const { source, ...fields } = form;
  return { ...fields, _id: id, source: source?._id ?? '' };
}
export type QuestionUpdate = ReturnType<typeof toUpdateBody>;

/** The rich texts, named as the server's messages name them. */
const RICH_TEXT_LABELS = {
  qText: 'question text', answerA: 'answer A', answerB: 'answer B', answerC: 'answer C', answerD: 'answer D', answerE: 'answer E', description: 'solution',
} as const;

/**
 * Every rule the server applies that the form can check itself, with the server's words: the shared question rules
 * (correct answer, difficulty, filing …) and the rich-text limits. Empty when the form can be sent.
 */
export function formProblems(form: QuestionForm): string[] {
  const problems = questionProblems(form).map((problem) => problem.message);
  for (const [field, label] of Object.entries(RICH_TEXT_LABELS) as [keyof typeof RICH_TEXT_LABELS, string][]) {
    if (field === 'answerE' && form.numChoice !== 5) continue; // not kept with four choices
    const problem = richTextProblem(label, form[field] ?? '');
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The letters the question offers (A–D, or A–E with five choices); none for free response. */
export const offeredLetters = (form: Pick<QuestionForm, 'isChoice' | 'numChoice'>) => (form.isChoice === 2 ? [] : choiceLetters(form.numChoice));

/**
 * The counterpart's edit page when the question is in another language than the teacher's stored content language
 * and has a counterpart; null to stay.
 */
export function counterpartRedirect(question: Pick<QuestionView, 'referenceId' | 'language'>, contentLanguage: string): string | null {
  return question.referenceId && question.language !== contentLanguage ? `/teach/question/${question.referenceId}/edit` : null;
}

/** Where a filing sits in the tree, by name ('Mechanics › Kinematics › Projectiles'); '' when not filed. */
export function filingPath(filing: Filing, libraries: { _id: string; name: string; chapter: { _id: string; name: string; section: { _id: string; name: string }[] }[] }[]): string {
  if (!filing.libraryId) return '';
  const library = libraries.find((l) => l._id === filing.libraryId);
  const chapter = library?.chapter.find((c) => c._id === filing.chapterId);
  const section = chapter?.section.find((s) => s._id === filing.sectionId);
  return [library?.name ?? editorText('someLibrary'), chapter?.name, section?.name].filter(Boolean).join(' › ');
}
