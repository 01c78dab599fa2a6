/** An exercise is overdue once its due date has passed (by the server's clock) with a question still unanswered. */
export function isOverdue(exercise: { dueDate: Date | null; questionCount: number }, answered: number, now: Date): boolean {
  return exercise.dueDate !== null && exercise.dueDate.getTime() < now.getTime() && answered < exercise.questionCount;
}
