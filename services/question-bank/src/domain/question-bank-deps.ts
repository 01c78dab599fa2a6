import type { Pool, UserReplica } from '@tp/service-kit';
import type { StudentLibraryTeachers } from './library-access';
import type { UploadReader } from './question-import';
import type { QuestionFileReader } from './question-import-reader';

/** What question-bank's use cases work with: built once in main.ts, handed to every router alike. */
export interface QuestionBankDeps {
  pool: Pool;
  /** question-bank's copy of identity's users (teachers' names). */
  users: UserReplica;
  /** catalog: which teachers' libraries a student may use. */
  libraryTeachers: StudentLibraryTeachers;
  /** catalog: the bytes of a teacher's upload (the spreadsheet to import). */
  uploads: UploadReader;
  /** Reads spreadsheets in a worker thread with a hard time limit; stopped with the service. */
  questionFiles: QuestionFileReader;
}
