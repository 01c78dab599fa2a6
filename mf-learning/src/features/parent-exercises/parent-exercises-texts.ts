import { defineTexts } from '@tp/web-kit/i18n/messages';

/** The parent's pages: My Students Exercise (/parent/studentlist) and one child's work in one class. */
export const { useTexts: useParentExercisesTexts } = defineTexts('learning-parent-exercises', {
  en: {
    myStudentsExercise: 'My Students Exercise',
    childrenNotLoaded: "Error loading your children's classes",
    noChildOnClass: 'None of your children is on a class yet.',
    studentExercise: 'Student Exercise',
    backToList: 'Back to My Students Exercise',
    gradebook: 'Gradebook',
    gradebookNotLoaded: 'The gradebook could not be loaded',
    student: 'Student',
    examColumn: '{{name}} (exam)',
    average: 'Average',
  },
  zh: {
    myStudentsExercise: '孩子的练习',
    childrenNotLoaded: '孩子的班级加载失败',
    noChildOnClass: '你的孩子还没有加入任何班级。',
    studentExercise: '学生练习',
    backToList: '返回孩子的练习',
    gradebook: '成绩册',
    gradebookNotLoaded: '成绩册加载失败',
    student: '学生',
    examColumn: '{{name}}（考试）',
    average: '平均',
  },
});
