import { defineTexts } from '@tp/web-kit/i18n/messages';

/** The texts of web-kit's own parts, shared by every app. */
export const { useTexts: useKitTexts, textOf: kitText } = defineTexts('kit', {
  en: {
    loading: 'Loading...',
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}}s',
    grade: 'Grade {{grade}}',
  },
  zh: {
    loading: '加载中...',
    sendCode: '发送验证码',
    resendIn: '{{seconds}} 秒后可重发',
    grade: '{{grade}} 年级',
  },
});
