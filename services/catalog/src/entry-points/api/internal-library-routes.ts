import type { Router } from 'express';
import type { InternalLibraryTeachers } from '@tp/contracts';
import { createRouter, reply, type ServiceContext } from '@tp/service-kit';
import { listLibraryPlaces } from '../../data-access/library-teacher-repository';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { isValidPlace } from '../../domain/class-expiry';

/**
 * For question-bank (a student's library list): the teachers whose libraries the student may practise from, those
 * of the classes the student is on, still valid, that include the library. The gateway never routes /internal.
 */
export function internalLibraryRoutes(deps: CatalogDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/internal/students/:id/library-teachers', async (req, res) => {
    const places = await listLibraryPlaces(deps.pool, req.params.id);
    const teacherIds = [...new Set(places.filter((place) => isValidPlace(place)).map((place) => place.teacherId))].sort();
    const result: InternalLibraryTeachers = { teacherIds };
    reply(res, result);
  });

  return router;
}
