import type { Language } from '@tp/contracts';
import { badRequest, forbidden, notFound, type Queryable } from '@tp/service-kit';
import { findQuestion, linkCounterparts, unlinkCounterpart } from '../data-access/question-repository';
import type { Question, QuestionFields } from './question-bank-records';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: 'Chinese' };

/**
 * A question's counterpart is the same question in the other language, written by the same teacher. The link goes
 * both ways: naming B as A's counterpart also makes A B's, and unlinks whatever A and B were linked to before;
 * clearing it unlinks both. Run inside the saving transaction, before `next` is written.
 */
export async function keepCounterpart(tx: Queryable, current: Question, next: QuestionFields): Promise<void> {
  const wanted = next.referenceId;
  if (wanted === current.referenceId && next.language === current.language) return;
  if (!wanted) {
    if (current.referenceId) await unlinkCounterpart(tx, current.id);
    return;
  }
  if (wanted === current.id) throw badRequest('A question cannot be its own counterpart.');
  const partner = await findQuestion(tx, wanted, { forUpdate: true });
  if (!partner) throw notFound('The counterpart question was not found.');
  if (partner.teacherId !== current.teacherId) throw forbidden('The counterpart must be another question of the same teacher.');
  if (partner.language === next.language) {
    throw badRequest(`The counterpart must be in the other language: this question and "${partner.name || 'the counterpart'}" are both in ${LANGUAGE_NAMES[next.language]}.`);
  }
  if (wanted !== current.referenceId) await linkCounterparts(tx, current.id, wanted);
}
