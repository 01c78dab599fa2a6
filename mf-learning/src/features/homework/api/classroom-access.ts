import type { ChildrenOfClass } from '@tp/contracts/family-classes';
import type { MyClass } from '@tp/contracts/classes';
import { ApiError } from '@tp/web-kit/api-error';
import { apiGet } from '@tp/web-kit/api-client';
import type { SessionUser } from '@tp/web-kit/session-store';
import { fetchChildrenByClass } from '../../../api/children-by-class';
import { fetchMyClasses } from '../../../api/my-classes';

/** What /classroom/:id shows a signed-in user, by their link to the class. */
export type ClassroomAccess =
  | { kind: 'student'; place: MyClass }
  | { kind: 'parent'; entry: ChildrenOfClass }
  | { kind: 'teacher' }
  | { kind: 'outsider' };

/** Whether the class is one of the teacher's own (GET /teacher/getClassById answers only those: 403/404 otherwise). */
async function teachesClass(classId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiGet('/teacher/getClassById', { id: classId }, signal);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 403 || error.code === 404 || error.code === 400)) return false;
    throw error;
  }
}

/**
 * A student on the class's roster sees its content; a parent, their children's work in it; its teacher goes to
 * their own page of its homework; anyone else is told they are not in the class.
 */
export async function fetchClassroomAccess(classId: string, user: SessionUser, signal?: AbortSignal): Promise<ClassroomAccess> {
  if (user.role === 'Student') {
    const place = (await fetchMyClasses(signal)).find((entry) => entry.classInfo.classID._id === classId);
    return place ? { kind: 'student', place } : { kind: 'outsider' };
  }
  if (user.role === 'Parent') {
    const entry = (await fetchChildrenByClass(signal)).find((group) => group.classInfo._id === classId);
    return entry ? { kind: 'parent', entry } : { kind: 'outsider' };
  }
  return (await teachesClass(classId, signal)) ? { kind: 'teacher' } : { kind: 'outsider' };
}
