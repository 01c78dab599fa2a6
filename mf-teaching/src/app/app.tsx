import { createRemoteApp } from '@tp/web-kit/create-remote-app';
import { AreaRoutes } from './area-routes';

/** mf-teaching's single-spa lifecycles, exposed as `mf_teaching/app` (packages/mf-build). */
export const { bootstrap, mount, unmount } = createRemoteApp(AreaRoutes);
