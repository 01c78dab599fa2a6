/**
 * Shapes of the /internal/... HTTP calls services make to each other (never routed by the gateway).
 * Each is answered in the usual envelope.
 */

/** catalog: GET /internal/classes/:id — what billing needs to price a registration and check the teacher. */
export interface InternalClassSummary {
  _id: string;
  name: string;
  teacherId: string;
  teacherName: string;
  monthlyPrice: number;
  yearlyPrice: number;
  price: number;
  language: string;
  isPublish: number;
  endDate: string | null;
  includeLibrary: boolean;
}

/** question-bank: GET /internal/sources?ids=a,b — the named sources a class form picked (unknown ids are left out). */
export interface InternalSource {
  _id: string;
  name: string;
}
