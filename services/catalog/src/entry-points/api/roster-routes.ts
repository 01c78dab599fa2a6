import type { Router } from 'express';
import type { ClassStudentEntry } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import type { CatalogDeps } from '../../domain/catalog-deps';
import type { ClassRecord } from '../../domain/class-record';
import type { RosterEntry } from '../../domain/roster-entry';
import { addStudent, classRoster, removeStudent } from '../../domain/rosters';
import { addStudentRequest, removeStudentRequest, studentListRequest } from './class-requests';

/** A class student entry: the student, the class, and the student's first linked parent. */
function toStudentEntry(cls: ClassRecord, entry: RosterEntry): ClassStudentEntry {
  return {
    student: { name: entry.studentName, email: entry.studentEmail, ID: entry.studentId },
    classInfo: { name: cls.name, teacher: cls.teacherId, image: cls.image, price: cls.price, classID: cls.id },
    parent: { name: entry.parentName, phone: entry.parentPhone, email: entry.parentEmail },
    expirationDate: entry.expirationDate ? entry.expirationDate.toISOString() : null,
  };
}

/** Roster calls of the Add Students screen, on the caller's own classes. */
export function rosterRoutes(deps: CatalogDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const asTeacher = [authenticate(ctx.verifier), requireRole('Teacher')];

  router.post('/api/teacher/studentList', ...asTeacher, async (req, res) => {
    const { classID } = parse(studentListRequest, req.body);
    const { cls, entries } = await classRoster(deps.pool, currentUser(req), classID);
    reply(res, { list: entries.map((entry) => toStudentEntry(cls, entry)) });
  });

  router.post('/api/teacher/addStudentToClass', ...asTeacher, async (req, res) => {
    const { student, classInfo } = parse(addStudentRequest, req.body);
    await addStudent(deps, currentUser(req), classInfo.classId, student.id);
    reply(res, { classID: classInfo.classId, studentID: student.id }, 'Add success');
  });

  router.post('/api/teacher/removeStudentFromClass', ...asTeacher, async (req, res) => {
    const { studentID, classID } = parse(removeStudentRequest, req.body);
    await removeStudent(deps.pool, currentUser(req), classID, studentID);
    reply(res, { classID, studentID }, 'Delete success');
  });

  return router;
}
