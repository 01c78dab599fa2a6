/** Business constants shared by servers and screens. */
export const CODE_RESEND_LOCK_SECONDS = 60;
export const CODE_TTL_SECONDS = 600;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const PHONE_MAX_LENGTH = 12;
export const GRADE_MIN = 1;
export const GRADE_MAX = 12;
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LOGIN_DEFAULT_REDIRECT = '/myclasses';
