import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Loading } from '@tp/web-kit/loading';
import { lazyScreen } from '@tp/web-kit/lazy-screen';
import { routes } from './routes';

const NotFound = lazyScreen(() => import('@tp/web-kit/not-found'), 'NotFound');

/** This remote's router (basename '/': its paths are the site's), its screens, and the site's 404 for the rest. */
export function AreaRoutes() {
  return (
    <BrowserRouter basename="/">
      <Suspense fallback={<Loading />}>
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
