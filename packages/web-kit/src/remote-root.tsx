import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { ConfigProvider } from '@tp/web-kit/ui/config-provider';
import { enUS, zhCN } from '@tp/web-kit/ui/locale';
import { getContentLanguage, type ContentLanguage } from '@tp/web-kit/content-language';
import { i18nIn } from '@tp/web-kit/i18n/site-i18n';
import { SITE_THEME } from '@tp/web-kit/site-theme';
import { useContentLanguage } from '@tp/web-kit/use-content-language';

const ANTD_LOCALES = { en: enUS, zh: zhCN };
const DAYJS_LOCALES = { en: 'en', zh: 'zh-cn' };

// antd's static message, notification and Modal.confirm render outside any React tree: give them the site theme
// and language too. (antd's <App> would do it through context, at ~50 KB gzip on every page: docs/decisions/002.)
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={SITE_THEME} locale={ANTD_LOCALES[getContentLanguage()]}>{children}</ConfigProvider>,
});

/** antd's, dayjs's and the page's own language follow the switch. */
function followLanguage(language: ContentLanguage) {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

/**
 * What every React root of the site sits in (the shell's and each remote's): the one site theme and the interface's
 * language (the content language switch; the browser's on a first visit). For feedback use `message` from
 * '@tp/web-kit/ui/message' and `Modal.confirm` from '@tp/web-kit/ui/modal'. Each remote adds its own router inside.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const [language] = useContentLanguage();
  followLanguage(language);
  return (
    <I18nextProvider i18n={i18nIn(language)}>
      <ConfigProvider theme={SITE_THEME} locale={ANTD_LOCALES[language]}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
