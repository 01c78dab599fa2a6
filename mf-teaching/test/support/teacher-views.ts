import type { ClassView } from '@tp/contracts/classes';
import type { HomeworkWithQuestions } from '@tp/contracts/homework';
import type { QuestionView } from '@tp/contracts/questions';

// What the teacher's calls answer, as their contracts parse it: each builder fills every field, a test overrides some.

const STAMP = '2026-11-20T08:00:00.000Z';
const teacher = { _id: 'teacher-1', name: 'Tess Teacher' };

export const aClass = (overrides: Partial<ClassView> = {}): ClassView => ({
  _id: 'class-1', name: 'Algebra I', price: null, monthlyPrice: null, yearlyPrice: null, image: '', category: 'Math',
  description: '', introduction: '', bulletin: '', startDate: null, endDate: null, language: 'en', registerLink: '',
  source: [], includeLibrary: false, paymentInfo: '', autoPublish: false, autoPublishAccuracy: null, isPublish: 0,
  orderIndex: 0, user: teacher, homeworkList: [], createdAt: STAMP, updatedAt: STAMP, ...overrides,
});

export const aQuestion = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  _id: 'question-1', name: 'Launch angle', category: 'Physics', qText: '<p>How far?</p>', image: '', showImg: false,
  isChoice: 0, numChoice: 4, correctAnswer: 'A', difficuty: 3, description: '', source: '', sourceName: '', copyright: '',
  answerA: '<p>1 m</p>', answerB: '<p>2 m</p>', answerC: '<p>3 m</p>', answerD: '<p>4 m</p>', answerE: '', language: 'en',
  referenceId: '', libraryId: '', chapterId: '', sectionId: '', user: teacher, createdAt: STAMP, updatedAt: STAMP, ...overrides,
});

export const aHomework = (overrides: Partial<HomeworkWithQuestions> = {}): HomeworkWithQuestions => ({
  _id: 'homework-1', name: 'Week 1', description: '', numQuestions: 0, language: 'en', dueDate: null, isExam: false,
  examDuration: 0, questionList: [], classes: [], isPublish: false, creator: teacher, createdAt: STAMP, updatedAt: STAMP, ...overrides,
});
