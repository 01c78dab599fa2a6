import type { ReactNode } from 'react';
import { ConfigProvider } from '@tp/web-kit/ui/config-provider';
import { SITE_THEME } from '@tp/web-kit/site-theme';

// antd's static message, notification and Modal.confirm render outside any React tree: give them the site theme
// too. (antd's <App> would do it through context, at ~50 KB gzip on every page: docs/decisions/002.)
ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={SITE_THEME}>{children}</ConfigProvider> });

/**
 * What every React root of the site sits in (the shell's and each remote's): the one site theme. For feedback use
 * `message` from '@tp/web-kit/ui/message' and `Modal.confirm` from '@tp/web-kit/ui/modal'. Each remote adds its
 * own router inside.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={SITE_THEME}>{children}</ConfigProvider>;
}
