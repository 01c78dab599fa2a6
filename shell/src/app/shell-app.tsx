import { useSyncExternalStore } from 'react';
import { RemoteRoot } from '@tp/web-kit/remote-root';
import { AppHeader } from '../components/header/app-header';
import { SiteFooter } from '../components/layout/site-footer';
import { getAreaStatus, subscribeAreaStatus } from './area-status';
import { ContentArea } from './content-area';
import './shell.css';

/** The page frame: header, the content area where the remotes mount, footer. */
export function ShellApp({ containers }: { containers: Map<string, HTMLElement> }) {
  const status = useSyncExternalStore(subscribeAreaStatus, getAreaStatus);
  return (
    <RemoteRoot>
      <div className="tp-layout">
        <AppHeader pathname={status.pathname} />
        <ContentArea containers={containers} status={status} />
        <SiteFooter />
      </div>
    </RemoteRoot>
  );
}
