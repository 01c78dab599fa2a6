import type { DurationType } from '@tp/contracts';

/** An interest or registration, with the student's current name and e-mail when billing knows the user. */
export interface Interest {
  id: string;
  classId: string;
  className: string;
  studentId: string;
  studentName: string;
  studentEmail: string;
  createdBy: string;
  durationType: DurationType;
  price: number;
  interested: boolean;
  paid: boolean;
  registered: boolean;
  registeredAt: Date | null;
  expirationDate: Date | null;
  createdAt: Date;
}

/** What a new interest is made of: the student's name and e-mail as they are when it is put in the cart. */
export type NewInterest = Pick<Interest, 'classId' | 'className' | 'studentId' | 'studentName' | 'studentEmail' | 'createdBy' | 'durationType' | 'price'>;
