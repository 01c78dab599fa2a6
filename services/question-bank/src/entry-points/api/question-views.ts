import type { QuestionView } from '@tp/contracts';
import type { Question } from '../../domain/question-bank-records';

/** A question as its teacher reads and edits it (schema `questionView` in @tp/contracts); unset ids are ''. */
export function toQuestionView(question: Question): QuestionView {
  return {
    _id: question.id,
    name: question.name,
    category: question.category,
    qText: question.qText,
    image: question.image,
    showImg: question.showImg,
    isChoice: question.isChoice,
    numChoice: question.numChoice,
    correctAnswer: question.correctAnswer,
    difficuty: question.difficulty,
    description: question.description,
    source: question.sourceId ?? '',
    sourceName: question.sourceName,
    copyright: question.copyright,
    answerA: question.answerA,
    answerB: question.answerB,
    answerC: question.answerC,
    answerD: question.answerD,
    answerE: question.answerE,
    language: question.language,
    referenceId: question.referenceId ?? '',
    libraryId: question.libraryId ?? '',
    chapterId: question.chapterId ?? '',
    sectionId: question.sectionId ?? '',
    user: { _id: question.teacherId, name: question.teacherName },
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
  };
}
