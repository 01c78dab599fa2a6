import type { QuestionView } from '@tp/contracts/questions';

/** The type names the list and the edit form use (isChoice 0, 1, 2). */
export const QUESTION_TYPE_LABELS: Record<QuestionView['isChoice'], string> = { 0: 'Single choice', 1: 'Multiple choice', 2: 'Free response' };

/** A question's name as lists show it: an unnamed question still needs something to click. */
export const questionTitle = (question: Pick<QuestionView, 'name'>) => question.name.trim() || 'Untitled question';

/** When it was last changed, in the teacher's own zone. */
export const updatedWhen = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
