import { myClassList, type MyClass } from '@tp/contracts/classes';
import { apiGet } from '@tp/web-kit/api-client';

/** GET /api/user/getMyClasses: the caller's classes with their expiry. */
export async function fetchMyClasses(signal?: AbortSignal): Promise<MyClass[]> {
  return myClassList.parse(await apiGet('/user/getMyClasses', undefined, signal)).list;
}
