import type { Language } from '@tp/contracts';

export type CodePurpose = 'sign-up' | 'verify' | 'reset' | 'profile';

/** What one language says in a code e-mail. */
interface CodeWording {
  intro: Record<CodePurpose, string>;
  subject: (code: string) => string;
  codeLine: (code: string, html: boolean) => string;
  expiry: (minutes: number) => string;
}

const WORDING: Record<Language, CodeWording> = {
  en: {
    intro: {
      'sign-up': 'Use this code to finish signing up.',
      verify: 'Use this code to verify your e-mail address.',
      reset: 'Use this code to reset your password.',
      profile: 'Use this code to confirm the changes to your profile.',
    },
    subject: (code) => `Your code is ${code}`,
    codeLine: (code, html) => `Your code is ${html ? `<strong>${code}</strong>` : code}`,
    expiry: (minutes) => `It works once, for ${minutes} minute${minutes === 1 ? '' : 's'}. If you did not ask for it, you can ignore this e-mail.`,
  },
  zh: {
    intro: {
      'sign-up': '请使用此验证码完成注册。',
      verify: '请使用此验证码验证您的电子邮箱地址。',
      reset: '请使用此验证码重置您的密码。',
      profile: '请使用此验证码确认您对个人资料的修改。',
    },
    subject: (code) => `您的验证码是 ${code}`,
    codeLine: (code, html) => `您的验证码是 ${html ? `<strong>${code}</strong>` : code}`,
    expiry: (minutes) => `验证码只能使用一次，${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
  },
};

/** The mail.requested payload of a code e-mail, written in `language` (the recipient's). */
export function codeEmail(email: string, code: string, purpose: CodePurpose, ttlSeconds: number, language: Language) {
  const words = WORDING[language];
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const intro = words.intro[purpose];
  const expiry = words.expiry(minutes);
  return {
    kind: purpose === 'reset' ? ('reset-code' as const) : ('verification-code' as const),
    origin: 'system' as const, // a live code: never shown in the admin e-mail list
    to: [email],
    subject: words.subject(code),
    html: `<p>${intro}</p><p>${words.codeLine(code, true)}</p><p>${expiry}</p>`,
    text: `${intro}\n\n${words.codeLine(code, false)}\n\n${expiry}`,
  };
}
