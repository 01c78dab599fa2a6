import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from '@tp/web-kit/loading';
import { lazyScreen, type AreaRoute } from '@tp/web-kit/lazy-screen';
import { RequireUser } from '@tp/web-kit/require-user';
import { mayOpen } from '@tp/web-kit/screen-access';

const NotFound = lazyScreen(() => import('@tp/web-kit/not-found'), 'NotFound');

/**
 * The remote's own react-router parts: web-kit may not import react-router (each remote has its own copy, and the
 * screens' `useParams` must read the router that drew them).
 */
export interface AreaRouter {
  BrowserRouter: ComponentType<{ basename?: string; children?: ReactNode }>;
  Routes: ComponentType<{ children?: ReactNode }>;
  Route: ComponentType<{ path: string; element: ReactNode }>;
}

interface AreaRoutesProps {
  routes: readonly AreaRoute[];
  router: AreaRouter;
}

/**
 * A remote's router (basename '/': its paths are the site's) over its route table: each screen behind the guard its
 * route states (a visitor or a user it is not for is sent to /login), and the site's 404 for the rest.
 */
export function AreaRoutes({ routes, router: { BrowserRouter, Routes, Route } }: AreaRoutesProps) {
  return (
    <BrowserRouter basename="/">
      <Suspense fallback={<Loading />}>
        <Routes>
          {routes.map(({ path, access, Screen }) => (
            <Route
              key={path}
              path={path}
              element={access === 'public' ? <Screen /> : <RequireUser allow={(user) => mayOpen(access, user)}><Screen /></RequireUser>}
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
