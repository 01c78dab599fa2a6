/** The content languages: classes, questions and homework are written in one of them. */
export const CONTENT_LANGUAGES = ['en', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Labels for a language switch, each in its own language. */
export const CONTENT_LANGUAGE_LABELS: Record<ContentLanguage, string> = { en: 'English', zh: '中文' };

const STORAGE_KEY = 'language';
/** Fired on window when the stored language changes, so every remote's lists follow. */
export const CONTENT_LANGUAGE_EVENT = 'tp:content-language-changed';

function isContentLanguage(value: unknown): value is ContentLanguage {
  return CONTENT_LANGUAGES.includes(value as ContentLanguage);
}

/** The stored content language, en when none is stored. */
export function getContentLanguage(): ContentLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isContentLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function setContentLanguage(language: ContentLanguage): void {
  if (!isContentLanguage(language) || language === getContentLanguage()) return;
  localStorage.setItem(STORAGE_KEY, language);
  window.dispatchEvent(new CustomEvent(CONTENT_LANGUAGE_EVENT));
}

export function onContentLanguageChanged(listener: () => void): () => void {
  window.addEventListener(CONTENT_LANGUAGE_EVENT, listener);
  return () => window.removeEventListener(CONTENT_LANGUAGE_EVENT, listener);
}
