import { createRemoteApp } from '@tp/web-kit/create-remote-app';
import { AreaRoutes } from './area-routes';

/** mf-admin's single-spa lifecycles, exposed as `mf_admin/app` (packages/mf-build). */
export const { bootstrap, mount, unmount } = createRemoteApp(AreaRoutes);
