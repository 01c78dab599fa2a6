import { defineTexts } from '@tp/web-kit/i18n/messages';

/** My Exercise (/student/exerciseList): every exercise of the student. */
export const { useTexts: useExerciseListTexts } = defineTexts('learning-exercise-list', {
  en: {
    title: 'My Exercise',
    notLoaded: 'Error loading your exercises',
    noExercise: 'No exercise has been published to you yet.',
  },
  zh: {
    title: '我的练习',
    notLoaded: '你的练习加载失败',
    noExercise: '还没有给你发布的练习。',
  },
});
