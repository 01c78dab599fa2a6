import type { PeriodicTask, Pool, UserReplica } from '@tp/service-kit';
import type { DiskFileStore } from '../data-access/file-store';
import type { HomeCache } from '../data-access/home-cache';
import type { HomeworkClient } from '../data-access/homework-client';
import type { SourceClient } from '../data-access/source-client';
import type { PracticeAccessCheck } from './practice-access-check';

/** What the catalog's use cases work with. */
export interface CatalogDeps {
  pool: Pool;
  /** Catalog's copy of the users (names on rosters and classes, family links). */
  users: UserReplica;
  cache: HomeCache;
  sources: SourceClient;
  homework: HomeworkClient;
  files: DiskFileStore;
  /** The check that ends practice access when places expire, and the task that runs it every interval. */
  practiceAccessCheck: PracticeAccessCheck;
  practiceAccessTask: PeriodicTask;
}
