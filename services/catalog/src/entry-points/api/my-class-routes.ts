import type { Router } from 'express';
import type { MyClass } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, type ServiceContext } from '@tp/service-kit';
import type { CatalogDeps } from '../../domain/catalog-deps';
import { classContentFor } from '../../domain/class-content';
import { childrenByClass, myClasses, type MyPlace } from '../../domain/my-classes';
import { classContentRequest } from './class-requests';
import { toClassContent } from './class-views';

/**
 * My class entry: `expirationDate` is the registration's own expiry, so that a client applies the display rule
 * (contracts' displayedExpiry) with the class's includeLibrary and endDate given beside it.
 */
function toMyClass(place: MyPlace): MyClass {
  return {
    classInfo: {
      name: place.className,
      classID: { _id: place.classId, includeLibrary: place.includeLibrary, endDate: place.classEndDate ? place.classEndDate.toISOString() : null },
    },
    expirationDate: place.expirationDate ? place.expirationDate.toISOString() : null,
    isValid: place.isValid,
  };
}

/** /user calls of students and parents. */
export function myClassRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);

  router.get('/api/user/getMyClasses', signedIn, async (req, res) => {
    const places = await myClasses(deps.pool, currentUser(req));
    reply(res, { list: places.map(toMyClass) });
  });

  router.get('/api/user/getStudentsByEmail', signedIn, async (req, res) => {
    const groups = await childrenByClass(deps, currentUser(req));
    reply(res, {
      list: groups.map(({ cls, students }) => ({
        classInfo: {
          _id: cls.id, name: cls.name, bulletin: cls.bulletin, image: cls.image, category: cls.category, language: cls.language,
          startDate: cls.startDate ? cls.startDate.toISOString() : null, endDate: cls.endDate ? cls.endDate.toISOString() : null,
          includeLibrary: cls.includeLibrary, user: { _id: cls.teacherId, name: cls.teacherName },
        },
        students: students.map((s) => ({ _id: s.id, name: s.name, email: s.email })),
      })),
    });
  });

  // A student on the class, or a parent for a child on it; anyone else learns nothing of the class (404).
  router.post('/api/user/getClassesContent', signedIn, async (req, res) => {
    const { id, studentId } = parse(classContentRequest, req.body);
    reply(res, toClassContent(await classContentFor(deps, currentUser(req), id, studentId)));
  });

  return router;
}
