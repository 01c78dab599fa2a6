/** A homework added to a class, with what catalog copies of it from question-bank. */
export interface ClassHomeworkLink {
  classId: string;
  homeworkId: string;
  name: string;
  dueDate: Date | null;
  isExam: boolean;
  isPublish: boolean;
  creatorId: string;
  creatorName: string;
  addedAt: Date;
}

/** What question-bank's events last said about a homework (null: not said). */
export interface HomeworkChange {
  name: string | null;
  dueDate: Date | null;
  isExam: boolean | null;
  deleted: boolean;
}
