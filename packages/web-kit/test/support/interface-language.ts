import type { ContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';

/**
 * The interface in `language` for the screen about to be drawn, its texts loaded first as each app's start does
 * (create-remote-app.tsx), so the first draw is already in it.
 */
export async function interfaceIn(language: ContentLanguage): Promise<void> {
  localStorage.setItem('language', language);
  await loadLanguage(language);
}
