import { defineTexts } from '@tp/web-kit/i18n/messages';

/** The texts of web-kit's own parts, shared by every app. */
export const { useTexts: useKitTexts, textOf: kitText } = defineTexts('kit', {
  en: {
    loading: 'Loading...',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}}s',
    grade: 'Grade {{grade}}',
    answerUnreadable: 'The server sent an answer the page cannot read.',
    noAnswer: 'The server could not answer (HTTP {{status}}). Please try again.',
  },
  zh: {
    loading: '加载中...',
    sendCode: '发送验证码',
    resendIn: '{{seconds}} 秒后可重发',
    grade: '{{grade}} 年级',
    answerUnreadable: '服务器返回的内容页面无法读取。',
    noAnswer: '服务器无法应答（HTTP {{status}}），请重试。',
  },
});
