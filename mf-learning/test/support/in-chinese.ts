import { loadLanguage } from '@tp/web-kit/i18n/site-i18n';

/**
 * The interface in Chinese, loaded before the screen's first render as each app's start does. (Met unloaded, a root
 * draws in English first, and antd's memoised table rows would keep it.)
 */
export async function switchToChinese(): Promise<void> {
  localStorage.setItem('language', 'zh');
  await loadLanguage('zh');
}
