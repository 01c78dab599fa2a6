import { createRemoteApp } from '@tp/web-kit/create-remote-app';
import { AreaRoutes } from './area-routes';

/** mf-learning's single-spa lifecycles, exposed as `mf_learning/app` (packages/mf-build). */
export const { bootstrap, mount, unmount } = createRemoteApp(AreaRoutes);
