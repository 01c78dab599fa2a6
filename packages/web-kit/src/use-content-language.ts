import { useEffect, useState } from 'react';
import { getContentLanguage, onContentLanguageChanged, setContentLanguage, type ContentLanguage } from '@tp/web-kit/content-language';

/** The stored content language, followed when any remote changes it. */
export function useContentLanguage(): [ContentLanguage, (language: ContentLanguage) => void] {
  const [language, setLanguage] = useState(getContentLanguage);
  useEffect(() => onContentLanguageChanged(() => setLanguage(getContentLanguage())), []);
  return [language, setContentLanguage];
}
