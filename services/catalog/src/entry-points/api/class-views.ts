import type { AuditClass, ClassContent, ClassHomework, ClassPage, ClassView, HomeClass, InternalClassPublishing, InternalClassSummary } from '@tp/contracts';
import type { ClassContentRecord } from '../../domain/class-content';
import type { ClassHomeworkLink } from '../../domain/class-homework-link';
import type { ClassPageRecord, ClassRecord } from '../../domain/class-record';
import type { RosterEntry } from '../../domain/roster-entry';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Each view is typed by its schema in @tp/contracts, which the screens parse the answer with.

/** A homework of a class (the class's homeworkList). */
export function toClassHomework(link: ClassHomeworkLink): ClassHomework {
  return {
    name: link.name,
    hwID: { _id: link.homeworkId, dueDate: iso(link.dueDate) },
    isPublish: link.isPublish,
    creator: { _id: link.creatorId, name: link.creatorName },
    isExam: link.isExam,
    addedAt: link.addedAt.toISOString(),
  };
}

/** A class's content for one student (getClassesContent): a homework not given to them yet has not been started. */
export function toClassContent({ cls, student, homework }: ClassContentRecord): ClassContent {
  return {
    _id: cls.id,
    name: cls.name,
    bulletin: cls.bulletin,
    student: { _id: student.id, name: student.name },
    homeworkList: homework.map(({ link, standing }) => ({
      name: link.name,
      hwID: { _id: link.homeworkId, dueDate: iso(link.dueDate) },
      isExam: link.isExam,
      exerciseId: standing?.exerciseId ?? null,
      state: standing?.state ?? 'notStarted',
      progress: standing?.progress ?? null,
      accuracy: standing?.accuracy ?? null,
    })),
  };
}

/**
 * A class, as the teacher's edit form and the public class page read it. Its homework is listed only where the
 * caller may see it (the teacher's getClassById); every other answer carries an empty list.
 */
export function toClassView(cls: ClassRecord, homework: ClassHomeworkLink[] = []): ClassView {
  return {
    _id: cls.id,
    name: cls.name,
    price: cls.price,
    monthlyPrice: cls.monthlyPrice,
    yearlyPrice: cls.yearlyPrice,
    image: cls.image,
    category: cls.category,
    description: cls.description,
    introduction: cls.introduction,
    bulletin: cls.bulletin,
    startDate: iso(cls.startDate),
    endDate: iso(cls.endDate),
    language: cls.language,
    registerLink: cls.registerLink,
    source: cls.source,
    includeLibrary: cls.includeLibrary,
    paymentInfo: cls.paymentInfo,
    autoPublish: cls.autoPublish,
    autoPublishAccuracy: cls.autoPublishAccuracy,
    isPublish: cls.isPublish,
    orderIndex: cls.orderIndex,
    user: { _id: cls.teacherId, name: cls.teacherName },
    homeworkList: homework.map(toClassHomework),
    createdAt: cls.createdAt.toISOString(),
    updatedAt: cls.updatedAt.toISOString(),
  };
}

/** A class in a home page group. */
export function toHomeClass(cls: ClassRecord): HomeClass {
  return {
    _id: cls.id,
    name: cls.name,
    introduction: cls.introduction,
    category: cls.category,
    startDate: iso(cls.startDate),
    endDate: iso(cls.endDate),
    image: cls.image,
    orderIndex: cls.orderIndex,
    language: cls.language,
    user: { name: cls.teacherName },
  };
}

/** A row of the admin audit table (/admin/auditClass). */
export function toAuditClass(cls: ClassRecord): AuditClass {
  return {
    _id: cls.id,
    name: cls.name,
    orderIndex: cls.orderIndex,
    user: { _id: cls.teacherId, name: cls.teacherName },
    category: cls.category,
    startDate: iso(cls.startDate),
    endDate: iso(cls.endDate),
    isPublish: cls.isPublish,
    language: cls.language,
  };
}

/** GET /internal/classes/:id for billing. */
export function toInternalClass(cls: ClassRecord): InternalClassSummary {
  return {
    _id: cls.id,
    name: cls.name,
    teacherId: cls.teacherId,
    teacherName: cls.teacherName,
    monthlyPrice: cls.monthlyPrice,
    yearlyPrice: cls.yearlyPrice,
    price: cls.price,
    language: cls.language,
    isPublish: cls.isPublish,
    endDate: iso(cls.endDate),
    includeLibrary: cls.includeLibrary,
    paymentInfo: cls.paymentInfo,
  };
}

/**
 * GET /internal/classes/:id/publishing for the exercise service: the class's teacher, auto-publish setting, roster
 * (by name) and homework in the class's order, oldest link first (auto-publish gives a student the next one).
 */
export function toInternalClassPublishing(cls: ClassRecord, roster: RosterEntry[], newestFirst: ClassHomeworkLink[]): InternalClassPublishing {
  return {
    _id: cls.id,
    name: cls.name,
    teacherId: cls.teacherId,
    bulletin: cls.bulletin,
    autoPublish: cls.autoPublish,
    autoPublishAccuracy: cls.autoPublishAccuracy,
    students: roster.map((entry) => ({ _id: entry.studentId, name: entry.studentName, email: entry.studentEmail })),
    homework: [...newestFirst].reverse().map((link) => ({
      _id: link.homeworkId, name: link.name, dueDate: iso(link.dueDate), isExam: link.isExam, isPublish: link.isPublish, creatorId: link.creatorId,
    })),
  };
}

/** A published class's page for the sitemap. */
export function toClassPage(page: ClassPageRecord): ClassPage {
  return { _id: page.id, updatedAt: page.updatedAt.toISOString() };
}
