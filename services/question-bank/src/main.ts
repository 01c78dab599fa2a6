import { defineService, runWhenMain } from '@tp/service-kit';
import { questionBankConfigSchema } from './config';
import { unbindTeacherEverywhere } from './data-access/library-repository';
import { LibraryTeachersClient } from './data-access/library-teachers-client';
import { UploadClient } from './data-access/upload-client';
import type { QuestionBankDeps } from './domain/question-bank-deps';
import { QuestionFileReader } from './domain/question-import-reader';
import { homeworkRoutes } from './entry-points/api/homework-routes';
import { internalHomeworkRoutes } from './entry-points/api/internal-homework-routes';
import { internalPracticeRoutes } from './entry-points/api/internal-practice-routes';
import { internalSourceRoutes } from './entry-points/api/internal-source-routes';
import { libraryRoutes } from './entry-points/api/library-routes';
import { questionImportRoutes } from './entry-points/api/question-import-routes';
import { questionRoutes } from './entry-points/api/question-routes';
import { resourceBaseRoutes } from './entry-points/api/resource-base-routes';
import { sourceRoutes } from './entry-points/api/source-routes';
import { onClassHomeworkAdded, onClassHomeworkRemoved } from './entry-points/messages/class-homework-events';

export const questionBank = defineService({
  config: questionBankConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  // Teachers' names for bound libraries, questions and homework come from identity's user events.
  userReplica: true,
  onUserDeleted: unbindTeacherEverywhere,
  deps: ({ config, logger, pool, internal, users }): QuestionBankDeps => ({
    pool,
    users,
    libraryTeachers: new LibraryTeachersClient(config.CATALOG_URL, config.CATALOG_TIMEOUT_MS, internal),
    uploads: new UploadClient(config.CATALOG_URL, config.CATALOG_TIMEOUT_MS, internal),
    // Spreadsheets are read in a worker thread with a heap and time limit, never on the event loop.
    questionFiles: new QuestionFileReader({ heapMb: config.IMPORT_HEAP_MB, timeLimitMs: config.IMPORT_TIME_LIMIT_MS, queue: config.IMPORT_QUEUE }, logger),
  }),
  onStop: ({ questionFiles }) => questionFiles.stop(),
  routers: (deps, ctx) => [
    sourceRoutes(deps, ctx), questionRoutes(deps, ctx), questionImportRoutes(deps, ctx), internalSourceRoutes(deps, ctx), libraryRoutes(deps, ctx),
    resourceBaseRoutes(deps, ctx), homeworkRoutes(deps, ctx), internalHomeworkRoutes(deps, ctx), internalPracticeRoutes(deps, ctx),
  ],
  // Which classes list each homework: catalog owns the links and announces each change.
  consumers: () => ({ 'class.homework-added': onClassHomeworkAdded, 'class.homework-removed': onClassHomeworkRemoved }),
});

/** Starts question-bank in-process (tests); `env` defaults to this process's. */
export const startQuestionBank = questionBank.start;

await runWhenMain(questionBank, import.meta.url);
