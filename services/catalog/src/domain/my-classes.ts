import type { TokenUser } from '@tp/contracts';
import { forbidden, type Pool, type ReplicaUser } from '@tp/service-kit';
import { findClass } from '../data-access/class-repository';
import { listPlaces } from '../data-access/roster-repository';
import type { CatalogDeps } from './catalog-deps';
import { isValidPlace } from './class-expiry';
import type { ClassRecord } from './class-record';
import type { StudentPlace } from './roster-entry';

export interface MyPlace extends StudentPlace {
  /** Valid ('start learning') while the displayed expiry is ahead; otherwise 'renew'. */
  isValid: boolean;
}

/** getMyClasses: the classes the caller is on, each with the registration's own expiry and its validity. */
export async function myClasses(pool: Pool, user: TokenUser, now = new Date()): Promise<MyPlace[]> {
  const places = await listPlaces(pool, [user.id]);
  return places.map((place) => ({ ...place, isValid: isValidPlace(place, now) }));
}

export interface ChildrenOfClass {
  cls: ClassRecord;
  students: ReplicaUser[];
}

/** getStudentsByEmail: a parent's linked children (both sides of the link), grouped by the classes they are on. */
export async function childrenByClass({ pool, users }: Pick<CatalogDeps, 'pool' | 'users'>, user: TokenUser): Promise<ChildrenOfClass[]> {
  if (user.role !== 'Parent') throw forbidden('Only a parent can see their children\'s classes.');
  const parent = await users.findById(user.id);
  if (!parent) return [];
  const children = await users.findChildren(parent);
  const byId = new Map(children.map((child) => [child.id, child]));
  const groups = new Map<string, ReplicaUser[]>();
  for (const place of await listPlaces(pool, [...byId.keys()])) {
    groups.set(place.classId, [...(groups.get(place.classId) ?? []), byId.get(place.studentId)!]);
  }
  const result: ChildrenOfClass[] = [];
  for (const [classId, students] of groups) {
    const cls = await findClass(pool, classId);
    if (cls) result.push({ cls, students });
  }
  return result;
}
