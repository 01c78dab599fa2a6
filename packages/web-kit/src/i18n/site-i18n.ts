import type { i18n } from 'i18next';
import type { Locale } from 'antd/es/locale';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import { enUS } from '@tp/web-kit/ui/locale-en';

/** Values put into a text where it says `{{name}}`. */
export type TextValues = Record<string, string | number>;

/** Each namespace's texts in every language, as the apps define them (messages.ts). */
const namespaces = new Map<string, Record<ContentLanguage, Readonly<Record<string, string>>>>();

/** Chinese, once loaded: i18next with every namespace's texts, and antd's own texts in Chinese. */
let chinese: { i18n: i18n; antdLocale: Locale } | undefined;
let loadingChinese: Promise<void> | undefined;

export function addTexts(namespace: string, texts: Record<ContentLanguage, Readonly<Record<string, string>>>): void {
  namespaces.set(namespace, texts);
  chinese?.i18n.addResourceBundle('zh', namespace, texts.zh, true, true);
}

/**
 * Whether the interface can be drawn in `language` now. English always: its texts are the apps' own (`en`), so an
 * English visitor never loads i18next (the home page's first load stays in its 300 KB budget). Chinese once loaded.
 */
export function languageReady(language: ContentLanguage): boolean {
  return language === 'en' || chinese !== undefined;
}

/** Loads what the interface needs in `language` (Chinese: i18next, the texts, antd's and dayjs's locale); once. */
export function loadLanguage(language: ContentLanguage): Promise<void> {
  if (languageReady(language)) return Promise.resolve();
  loadingChinese ??= import('@tp/web-kit/i18n/chinese').then(({ loadChinese }) => {
    chinese = loadChinese(namespaces);
  });
  return loadingChinese;
}

/**
 * antd's English, given whole and never left out: a ConfigProvider that gains or loses its locale puts a provider in
 * or takes it out, and everything under it is made anew (a form typed into loses its text, and antd's toast holder,
 * which redraws on each toast, is left with one no longer on the page: no toast showed again). Whole, since some
 * components read the locale as given (a table's "Expand row" buttons had no name with `{ locale: 'en' }`).
 */
const ANTD_ENGLISH: Locale = enUS;

/** antd's texts for `language` (English until Chinese has loaded). */
export function antdLocaleOf(language: ContentLanguage): Locale {
  return (language === 'zh' ? chinese?.antdLocale : undefined) ?? ANTD_ENGLISH;
}

const fillIn = (text: string, values?: TextValues) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : text;

/** Whether `namespace` has a text for `key`. */
export function hasText(namespace: string, key: string): boolean {
  return namespaces.get(namespace)?.en[key] !== undefined;
}

/** The text of `key` in `language`: Chinese through i18next once loaded (English until then); English as written. */
export function textIn(language: ContentLanguage, namespace: string, key: string, values?: TextValues): string {
  if (language !== 'en' && chinese) return (chinese.i18n.getFixedT(language, namespace) as unknown as (key: string, values?: TextValues) => string)(key, values);
  const text = namespaces.get(namespace)?.en[key];
  return text === undefined ? key : fillIn(text, values);
}
