import { createInstance, type i18n } from 'i18next';
import 'dayjs/locale/zh-cn';
import type { Locale } from 'antd/es/locale';
import type { ContentLanguage } from '@tp/web-kit/content-language';
import { zhCN } from '@tp/web-kit/ui/locale';

/**
 * The interface in Chinese, loaded when a visitor's language is Chinese (site-i18n.ts): i18next with every
 * namespace's texts (English as the fallback), and antd's own texts.
 */
export function loadChinese(namespaces: Map<string, Record<ContentLanguage, Readonly<Record<string, string>>>>): { i18n: i18n; antdLocale: Locale } {
  const resources: Record<string, Record<string, Readonly<Record<string, string>>>> = { en: {}, zh: {} };
  for (const [namespace, texts] of namespaces) {
    resources.en![namespace] = texts.en;
    resources.zh![namespace] = texts.zh;
  }
  const chinese = createInstance();
  void chinese.init({
    lng: 'zh',
    fallbackLng: 'en',
    resources,
    // React escapes what it draws.
    interpolation: { escapeValue: false },
    // Everything is here: nothing to fetch.
    initAsync: false,
    // Keys are flat, and the specification's messages are their own keys ('Save success, There are...'): no '.' or
    // ':' is read as a path or a namespace.
    keySeparator: false,
    nsSeparator: false,
  });
  return { i18n: chinese, antdLocale: zhCN };
}
