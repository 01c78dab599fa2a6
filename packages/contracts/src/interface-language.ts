import { z } from 'zod';
import { LANGUAGES } from './constants';

/** The refusal of a language the site does not have. */
export const INTERFACE_LANGUAGE_INVALID = "The language must be 'en' (English) or 'zh' (中文).";

/**
 * A user's interface language: the one the site shows them, and the one the e-mails the platform writes itself
 * (codes, reminders, the weekly digest) are written in.
 */
export const interfaceLanguage = z.enum(LANGUAGES, { error: INTERFACE_LANGUAGE_INVALID });

/** POST /user/setInterfaceLanguage: the signed-in user switched the site's language. */
export const setInterfaceLanguageRequest = z.object({ language: interfaceLanguage });
export type SetInterfaceLanguageRequest = z.infer<typeof setInterfaceLanguageRequest>;

/** Its answer: the language now stored. */
export const interfaceLanguageSetting = z.object({ language: interfaceLanguage });
export type InterfaceLanguageSetting = z.infer<typeof interfaceLanguageSetting>;
