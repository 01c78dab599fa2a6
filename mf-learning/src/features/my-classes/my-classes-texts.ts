import { defineTexts } from '@tp/web-kit/i18n/messages';

/** My Classes (/myclasses), the page after sign-in. */
export const { useTexts: useMyClassesTexts } = defineTexts('learning-my-classes', {
  en: {
    title: 'My Classes',
    notLoaded: 'Error loading your classes',
    noClasses: 'You have no classes yet.',
    name: 'NAME',
    expiredTime: 'Expired Time',
    action: 'Action',
    startLearning: 'start learning',
    renew: 'renew',
  },
  zh: {
    title: '我的班级',
    notLoaded: '你的班级加载失败',
    noClasses: '你还没有班级。',
    name: '名称',
    expiredTime: '到期时间',
    action: '操作',
    startLearning: '开始学习',
    renew: '续费',
  },
});
