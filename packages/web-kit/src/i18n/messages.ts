import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { getContentLanguage, type ContentLanguage } from '@tp/web-kit/content-language';
import { addTexts, i18nIn } from '@tp/web-kit/i18n/site-i18n';

/** Values put into a text where it says `{{name}}`. */
export type TextValues = Record<string, string | number>;

/** An app's texts: a key and its English text, as the screens show them (the specification's messages word for word). */
export type Texts = Readonly<Record<string, string>>;

/** The translator of one namespace: the text of a key in the interface's language. */
export type Translate<T extends Texts> = (key: keyof T & string, values?: TextValues) => string;

/** Every namespace defined on this page, for the completeness check (test/translations-complete.test.ts). */
export const definedTexts = new Map<string, Record<ContentLanguage, Texts>>();

/**
 * An app's interface texts in every language. TypeScript refuses a Chinese text missing or one without an English
 * key, so `npm test`'s type check fails when a string is missing in one language; the completeness test checks that
 * no text is empty and that each keeps its `{{values}}`.
 *
 * `useTexts()` in a component follows the language switch; `textOf()` outside React (a message shown after a call)
 * reads the current language.
 */
export function defineTexts<const T extends Texts>(namespace: string, texts: { en: T; zh: { readonly [K in keyof T]: string } }) {
  addTexts(namespace, texts);
  definedTexts.set(namespace, texts);
  return {
    useTexts(): Translate<T> {
      // The root's (RemoteRoot gives each React root the instance of its language); a part drawn alone, as in a
      // screen test, the current language's.
      const given = useContext(I18nContext)?.i18n;
      const { t } = useTranslation(namespace, { i18n: given ?? i18nIn(getContentLanguage()) });
      return t as unknown as Translate<T>;
    },
    textOf(key: keyof T & string, values?: TextValues): string {
      // i18next's own types check keys against a global declaration this site does not use: ours are checked here.
      const translate = i18nIn(getContentLanguage()).getFixedT(null, namespace) as unknown as (key: string, values?: TextValues) => string;
      return translate(key, values);
    },
  };
}
