import type { ContentLanguage } from '@tp/web-kit/content-language';
import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';

/**
 * The interface in `language`, its texts loaded before the first render as the remote loads them
 * (create-remote-app.tsx): a root that met Chinese unloaded would draw in English, and parts antd keeps (table cells)
 * would stay so.
 */
export async function interfaceIn(language: ContentLanguage): Promise<void> {
  localStorage.setItem('language', language);
  await loadLanguage(language);
}
