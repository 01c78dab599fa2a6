import type { Language } from '@tp/contracts';
import type { PublishValue } from './publish-rules';

/** A question-bank source a class practises from, with its name as catalog last heard it. */
export interface NamedSource {
  _id: string;
  name: string;
}

/** The fields a teacher edits on the Edit Class form (updateClassIntro). */
export interface ClassFields {
  name: string;
  price: number | null;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  image: string;
  category: string;
  description: string;
  introduction: string;
  bulletin: string;
  paymentInfo: string;
  startDate: Date | null;
  endDate: Date | null;
  language: Language;
  registerLink: string;
  source: NamedSource[];
  includeLibrary: boolean;
  autoPublish: boolean;
  autoPublishAccuracy: number | null;
}

/** A class as stored, with its teacher's current name. */
export interface ClassRecord extends ClassFields {
  id: string;
  teacherId: string;
  teacherName: string;
  isPublish: PublishValue;
  orderIndex: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A published class's public page as search engines are told of it: its id and when the class last changed. */
export interface ClassPageRecord {
  id: string;
  updatedAt: Date;
}
