/** A student put on a class (by its teacher, or by a registration). */
export interface NewRosterEntry {
  classId: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  expirationDate: Date | null;
}

/** One class student entry with the student's and first linked parent's current details. */
export interface RosterEntry {
  studentId: string;
  studentName: string;
  studentEmail: string;
  expirationDate: Date | null;
  parentName: string;
  parentPhone: string;
  parentEmail: string;
}

/** One class a student is on, with what the expiry rule (`displayedExpiry` in @tp/contracts) needs. */
export interface StudentPlace {
  studentId: string;
  classId: string;
  className: string;
  includeLibrary: boolean;
  classEndDate: Date | null;
  expirationDate: Date | null;
}
