import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** One line of a remote's `src/app/routes.tsx`: a path (react-router syntax, e.g. `/class/:id`) and its screen. */
export interface AreaRoute {
  path: string;
  Screen: ComponentType;
}
