import type { HomeworkView, HomeworkWithQuestions } from '@tp/contracts';
import type { Homework, Question } from '../../domain/question-bank-records';
import { toQuestionView } from './question-views';

// Each view is typed by its schema in @tp/contracts, which the screens parse the answer with.

/** A homework with its questions' ids in order; numQuestions is always their count. */
export function toHomeworkView(homework: Homework): HomeworkView {
  return {
    _id: homework.id,
    name: homework.name,
    description: homework.description,
    numQuestions: homework.questionIds.length,
    language: homework.language,
    dueDate: homework.dueDate ? homework.dueDate.toISOString() : null,
    isExam: homework.isExam,
    examDuration: homework.examDuration,
    questionList: homework.questionIds,
    classes: homework.classIds,
    isPublish: homework.isPublish,
    creator: { _id: homework.teacherId, name: homework.teacherName },
    createdAt: homework.createdAt.toISOString(),
    updatedAt: homework.updatedAt.toISOString(),
  };
}

/** getHWById and the internal call: the questions themselves, in the homework's order. */
export function toHomeworkWithQuestions(homework: Homework, questions: Question[]): HomeworkWithQuestions {
  return { ...toHomeworkView(homework), questionList: questions.map(toQuestionView) };
}
