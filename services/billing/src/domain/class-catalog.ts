import type { InternalClassSummary } from '@tp/contracts';

/** What billing reads of a class: catalog owns classes, billing only asks. */
export type ClassSummary = InternalClassSummary;

/** Where billing learns about a class; an unknown class is a 404 and one that cannot be asked a 503. */
export interface ClassCatalog {
  getClass(classId: string): Promise<ClassSummary>;
}
