import { useEffect, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { ConfigProvider } from '@tp/web-kit/ui/config-provider';
import { enUS } from '@tp/web-kit/ui/locale-en';
import { getContentLanguage, type ContentLanguage } from '@tp/web-kit/content-language';
import { InterfaceLanguage, InterfaceLanguageLoaded } from '@tp/web-kit/i18n/messages';
import { antdLocaleOf, languageReady, loadLanguage } from '@tp/web-kit/i18n/site-i18n';
import { SITE_THEME } from '@tp/web-kit/site-theme';
import { useContentLanguage } from '@tp/web-kit/use-content-language';

const DAYJS_LOCALES = { en: 'en', zh: 'zh-cn' };

// antd's static message, notification and Modal.confirm render outside any React tree: give them the site theme
// and language too. (antd's <App> would do it through context, at ~50 KB gzip on every page: docs/decisions/002.)
// Always a locale, as below: a holder redrawn from no locale to Chinese (or back) would remount, and antd's toasts
// would go on to its old, unmounted instance and never show again.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={SITE_THEME} locale={antdLocaleOf(getContentLanguage()) ?? enUS}>{children}</ConfigProvider>,
});

/** dayjs's and the document's language follow the switch. */
function followLanguage(language: ContentLanguage) {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

/**
 * What every React root of the site sits in (the shell's and each remote's): the one site theme and the interface's
 * language (the content language switch; the browser's on a first visit). The apps load Chinese before their first
 * render and the switch before it changes the language; should a root still meet it unloaded, it draws in English
 * and again once loaded. For feedback use `message` from
 * '@tp/web-kit/ui/message' and `Modal.confirm` from '@tp/web-kit/ui/modal'. Each remote adds its own router inside.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  const [language] = useContentLanguage();
  const [, loaded] = useState(0);
  const ready = languageReady(language);
  useEffect(() => {
    if (!ready) void loadLanguage(language).then(() => loaded((n) => n + 1), () => undefined);
  }, [language, ready]);
  followLanguage(language);
  return (
    <InterfaceLanguage value={language}>
      <InterfaceLanguageLoaded value={ready}>
        {/* Always a locale: antd wraps the page in its locale's provider only when given one, so going from none
            to Chinese (or back) would remount the whole page, losing what was typed. */}
        <ConfigProvider theme={SITE_THEME} locale={antdLocaleOf(language) ?? enUS}>
          {children}
        </ConfigProvider>
      </InterfaceLanguageLoaded>
    </InterfaceLanguage>
  );
}
