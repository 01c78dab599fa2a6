import { createInstance, type i18n } from 'i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tp/web-kit/content-language';

/**
 * The interface's texts of the whole page, in i18next: one instance, shared by the shell and every remote through
 * web-kit (Module Federation's single copy), each app adding its own namespace (messages.ts). The interface follows
 * the content language switch: one switch for both.
 */
const site: i18n = createInstance();
void site.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...CONTENT_LANGUAGES],
  resources: {},
  // React escapes what it draws.
  interpolation: { escapeValue: false },
  // Texts are bundled with the code: nothing is fetched, so everything is ready at once.
  initAsync: false,
  // Keys are flat, and the specification's messages are their own keys ('Save success, There are...'): no '.' or ':'
  // is read as a path or a namespace.
  keySeparator: false,
  nsSeparator: false,
});

/** The texts one namespace adds, in every language. */
export function addTexts(namespace: string, texts: Record<ContentLanguage, Record<string, string>>): void {
  for (const language of CONTENT_LANGUAGES) site.addResourceBundle(language, namespace, texts[language], true, true);
}

const byLanguage = new Map<ContentLanguage, i18n>();

/**
 * The instance fixed to one language (sharing the texts): a React root is given the one of its language, so a page
 * drawn on the server in Chinese and the next in English never mix, and switching redraws through React's context.
 */
export function i18nIn(language: ContentLanguage): i18n {
  let fixed = byLanguage.get(language);
  if (!fixed) {
    fixed = site.cloneInstance({ lng: language, initAsync: false });
    byLanguage.set(language, fixed);
  }
  return fixed;
}
