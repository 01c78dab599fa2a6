import { childrenOfClassList, type ChildrenOfClass } from '@tp/contracts/family-classes';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getStudentsByEmail: the parent's children by class, each class with its bulletin. */
export async function fetchChildrenByClass(signal?: AbortSignal): Promise<ChildrenOfClass[]> {
  return childrenOfClassList.parse(await apiGet('/user/getStudentsByEmail', undefined, signal)).list;
}
