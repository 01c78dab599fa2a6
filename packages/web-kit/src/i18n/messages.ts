import { createContext, useCallback, useContext } from 'react';
import { getContentLanguage, type ContentLanguage } from '@tp/web-kit/content-language';
import { addTexts, textIn, type TextValues } from '@tp/web-kit/i18n/site-i18n';

export type { TextValues };

/** The language a React root is drawn in (RemoteRoot gives it); without one, the stored language. */
export const InterfaceLanguage = createContext<ContentLanguage | undefined>(undefined);

/**
 * Whether the root's language has loaded (RemoteRoot gives it): a root that met Chinese unloaded drew in English, and
 * every text is drawn again, and what an effect labelled labelled again, once it is.
 */
export const InterfaceLanguageLoaded = createContext(true);

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
      const language = useContext(InterfaceLanguage) ?? getContentLanguage();
      const loaded = useContext(InterfaceLanguageLoaded);
      // A new translator once the language has loaded, though `loaded` is not read: effects keyed on it run again.
      return useCallback((key: keyof T & string, values?: TextValues) => textIn(language, namespace, key, values), [language, loaded]);
    },
    textOf(key: keyof T & string, values?: TextValues): string {
      return textIn(getContentLanguage(), namespace, key, values);
    },
  };
}
