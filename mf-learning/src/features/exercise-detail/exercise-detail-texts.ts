import { defineTexts } from '@tp/web-kit/i18n/messages';

/** An exercise read-only (/student/exercise/:id): its facts, and each question with its answer, mark and solution. */
export const { useTexts: useExerciseDetailTexts } = defineTexts('learning-exercise-detail', {
  en: {
    student: 'Student',
    finished: 'Finished',
    notAnswered: 'Not answered',
    right: '✓ Right',
    wrong: '✗ Wrong',
    notCorrectedYet: 'Not corrected yet',
    answer: 'Answer:',
    answerContent: 'Answer content:',
    answerContentOf: 'Answer content of question {{number}}',
    corrections: 'Corrections',
    correctionsOf: 'Corrections of question {{number}}',
    noComment: 'No comment.',
    solutionOf: 'Solution of question {{number}}',
  },
  zh: {
    student: '学生',
    finished: '完成时间',
    notAnswered: '未作答',
    right: '✓ 正确',
    wrong: '✗ 错误',
    notCorrectedYet: '尚未批改',
    answer: '答案：',
    answerContent: '作答内容：',
    answerContentOf: '第 {{number}} 题的作答内容',
    corrections: '批改意见',
    correctionsOf: '第 {{number}} 题的批改意见',
    noComment: '没有评语。',
    solutionOf: '第 {{number}} 题的解析',
  },
});
