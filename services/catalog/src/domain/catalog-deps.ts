import type { PeriodicTask, Pool, UserReplica } from '@tp/service-kit';
import type { FileStore } from './file-store';
import type { ExerciseStandings } from './exercise-standings';
import type { HomeCache } from './home-cache';
import type { PracticeAccessCheck } from './practice-access-check';
import type { HomeworkLookup, SourceNames } from './question-bank';
import type { UploadRate } from './upload-rate';

/** What the catalog's routers, consumers and background tasks are given, built once at start. */
export interface CatalogDeps {
  pool: Pool;
  /** Catalog's copy of the users (names on rosters and classes, family links). */
  users: UserReplica;
  cache: HomeCache;
  sources: SourceNames;
  homework: HomeworkLookup;
  exercises: ExerciseStandings;
  files: FileStore;
  uploadRate: UploadRate;
  /** The check that ends practice access when places expire, and the task that runs it every interval. */
  practiceAccessCheck: PracticeAccessCheck;
  practiceAccessTask: PeriodicTask;
}
