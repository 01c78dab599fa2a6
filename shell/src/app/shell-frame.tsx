import { RemoteRoot } from '@tp/web-kit/remote-root';
import { AppHeader } from '../components/header/app-header';
import { SiteFooter } from '../components/layout/site-footer';
import type { AreaStatus } from './area-status';
import { ContentArea, type DrawnAreas } from './content-area';
import './shell.css';

/**
 * The page frame: header, the content area where the remotes mount, footer. The same component in the browser and
 * on the server (src/server/render.tsx), so the frame a visitor first sees is the one the shell then draws.
 */
export function ShellFrame({ status, drawn }: { status: AreaStatus; drawn: DrawnAreas }) {
  return (
    <RemoteRoot>
      <div className="tp-layout">
        <AppHeader pathname={status.pathname} />
        <ContentArea status={status} drawn={drawn} />
        <SiteFooter />
      </div>
    </RemoteRoot>
  );
}
