import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { areaScreenRenderer } from '@tp/web-kit/server/render-area-screen';
import { routes } from '../app/routes';

/** mf-public's pages drawn on the server: its routes marked `renderOnServer` (docs/decisions/026). */
export const render = areaScreenRenderer(routes, { StaticRouter, Routes, Route, matchPath });
