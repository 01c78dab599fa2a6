/** What catalog last announced about one student's access. */
export interface AnnouncedAccess {
  studentId: string;
  /** null: never announced (a student of the backfill). */
  sRegister: boolean | null;
  version: number;
}
