import type { ServiceContext, UsersOf } from '@tp/service-kit';
import type { ExerciseConfig } from '../config';
import type { ExerciseDeps } from '../domain/exercise-deps';
import type { MonitorStreams } from './api/exam-monitor-stream';
import type { GradebookFiles } from '../gradebook-files/gradebook-file-pool';

/** What the exercise service's routers and consumers are given besides its deps: resources, settings, users copy. */
export type ExerciseContext = ServiceContext<ExerciseConfig> & UsersOf<true>;

/** What every router and consumer is given first: the use cases' collaborators and this replica's live exam monitors. */
export interface ExerciseServiceDeps extends ExerciseDeps {
  monitors: MonitorStreams;
  /** Builds gradebook files (xlsx, csv) in a worker thread; stopped with the service. */
  gradebookFiles: GradebookFiles;
}
