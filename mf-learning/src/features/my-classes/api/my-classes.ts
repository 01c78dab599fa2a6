import { z } from 'zod';
import { apiGet } from '@tp/web-kit/api-client';

/** A My class entry as catalog answers it (my-class-routes.ts); expirationDate is the registration's own. */
const myClass = z.looseObject({
  classInfo: z.looseObject({
    name: z.string(),
    classID: z.looseObject({ _id: z.string(), includeLibrary: z.boolean(), endDate: z.string().nullable() }),
  }),
  expirationDate: z.string().nullable(),
  isValid: z.boolean(),
});
const myClassList = z.object({ list: z.array(myClass) });
export type MyClass = z.infer<typeof myClass>;

/** GET /api/user/getMyClasses (§7). */
export async function fetchMyClasses(signal?: AbortSignal): Promise<MyClass[]> {
  return myClassList.parse(await apiGet('/user/getMyClasses', undefined, signal)).list;
}
