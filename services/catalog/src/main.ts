import { defineService, PeriodicTask, runWhenMain } from '@tp/service-kit';
import { catalogConfigSchema } from './config';
import { ExerciseClient } from './data-access/exercise-client';
import { DiskFileStore } from './data-access/file-store';
import { RedisHomeCache } from './data-access/home-cache';
import { HomeworkClient } from './data-access/homework-client';
import { deleteAccess } from './data-access/practice-access-repository';
import { removeEntriesOfStudent } from './data-access/roster-repository';
import { SourceClient } from './data-access/source-client';
import { RedisUploadRate } from './data-access/upload-rate';
import type { CatalogDeps } from './domain/catalog-deps';
import { removeReviewsOfUser } from './domain/products';
import { PracticeAccessCheck } from './domain/practice-access-check';
import { adminRoutes } from './entry-points/api/admin-routes';
import { classHomeworkRoutes } from './entry-points/api/class-homework-routes';
import { internalLibraryRoutes } from './entry-points/api/internal-library-routes';
import { internalRoutes } from './entry-points/api/internal-routes';
import { internalUploadRoutes } from './entry-points/api/internal-upload-routes';
import { myClassRoutes } from './entry-points/api/my-class-routes';
import { productRoutes } from './entry-points/api/product-routes';
import { publicRoutes } from './entry-points/api/public-routes';
import { rosterRoutes } from './entry-points/api/roster-routes';
import { teacherClassRoutes } from './entry-points/api/teacher-class-routes';
import { uploadRoutes } from './entry-points/api/upload-routes';
import { onEnrollmentRegistered } from './entry-points/messages/enrollment-registered';
import { onHomeworkChanged, onHomeworkDeleted } from './entry-points/messages/homework-events';
import { onSourceDeleted, onSourceRenamed } from './entry-points/messages/source-events';

export const catalog = defineService({
  config: catalogConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  userReplica: true,
  // A deleted user leaves every roster (identity drops their account, so no access is announced) and takes their
  // product reviews along; their classes (if a teacher) stay for the admin.
  onUserDeleted: async (db, userId) => {
    await removeEntriesOfStudent(db, userId);
    await deleteAccess(db, userId);
    await removeReviewsOfUser(db, userId);
  },
  deps: ({ config, logger, pool, redis, internal, users }): CatalogDeps => {
    const practiceAccessCheck = new PracticeAccessCheck(pool);
    return {
      pool,
      users,
      sources: new SourceClient(config.QUESTION_BANK_URL, config.QUESTION_BANK_TIMEOUT_MS, internal),
      homework: new HomeworkClient(config.QUESTION_BANK_URL, config.QUESTION_BANK_TIMEOUT_MS, internal),
      exercises: new ExerciseClient(config.EXERCISE_URL, config.EXERCISE_TIMEOUT_MS, internal),
      cache: new RedisHomeCache(redis, config.HOME_CACHE_SECONDS, logger),
      files: new DiskFileStore(config.UPLOAD_DIR),
      uploadRate: new RedisUploadRate(redis, logger),
      practiceAccessCheck,
      practiceAccessTask: new PeriodicTask(() => practiceAccessCheck.check(), {
        name: 'practice access check', intervalMs: config.PRACTICE_ACCESS_CHECK_INTERVAL_MS, logger,
      }),
    };
  },
  // Every replica runs the check (see practice-access-check): a place expires with no request to notice it.
  tasks: ({ practiceAccessTask }) => [practiceAccessTask],
  routers: (deps, ctx) => [
    publicRoutes(deps, ctx), teacherClassRoutes(deps, ctx), rosterRoutes(deps, ctx), myClassRoutes(deps, ctx), adminRoutes(deps, ctx),
    uploadRoutes(deps, ctx), productRoutes(deps, ctx), internalRoutes(deps, ctx), classHomeworkRoutes(deps, ctx), internalLibraryRoutes(deps, ctx),
    internalUploadRoutes(deps, ctx),
  ],
  consumers: (deps, ctx) => ({
    'enrollment.registered': onEnrollmentRegistered(deps, ctx),
    'source.renamed': onSourceRenamed,
    'source.deleted': onSourceDeleted,
    'homework.changed': onHomeworkChanged,
    'homework.deleted': onHomeworkDeleted,
  }),
});

/** Starts catalog in-process (tests); `env` defaults to this process's. */
export const startCatalog = catalog.start;

await runWhenMain(catalog, import.meta.url);
