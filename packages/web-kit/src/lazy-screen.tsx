import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenAccess } from '@tp/web-kit/screen-access';

/**
 * A screen loaded only when its route is opened (its code and the antd parts it uses stay off other pages):
 * `lazyScreen(() => import('../features/auth/components/login-page'), 'LoginPage')`.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}

/**
 * One line of a remote's `src/app/routes.tsx`: a path (react-router syntax, e.g. `/class/:id`), who may open it and
 * its screen. `access` is required: a screen open to visitors says 'public', never by leaving it out.
 */
export interface AreaRoute {
  path: string;
  access: ScreenAccess;
  Screen: ComponentType;
}
