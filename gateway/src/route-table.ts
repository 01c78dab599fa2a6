import type { ServiceName } from '@tp/service-registry';

export type { ServiceName };

/**
 * A call answered with a long-lived event stream (held open for as long as its client reads, up to half an hour):
 * the gateway sends it over connections of its own, capped apart from those the calls use (UPSTREAM_MAX_STREAMS).
 */
export interface RouteFlags { stream?: true }

/**
 * Which service owns each public /api path (README, Architecture map). Kept as data: a new call is one line here.
 * A pattern ending in `*` matches every path under it; the first match wins.
 */
export const routeTable: [pattern: string, service: ServiceName, flags?: RouteFlags][] = [
  // identity
  ['/api/login/*', 'identity'],
  ['/api/public/verifyEmail', 'identity'],
  ['/api/public/config', 'identity'],
  ['/api/user/verifyEmail', 'identity'],
  ['/api/user/getUserInfo', 'identity'],
  ['/api/user/getUserProfile', 'identity'],
  ['/api/user/updateUserProfile', 'identity'],
  ['/api/user/updateStudent', 'identity'],
  ['/api/user/updateParent', 'identity'],
  ['/api/user/logout', 'identity'],
  ['/api/user/getReminderSettings', 'identity'],
  ['/api/user/updateReminderSettings', 'identity'],
  ['/api/user/setInterfaceLanguage', 'identity'],
  ['/api/public/unsubscribe', 'identity'],
  ['/api/admin/getUsers', 'identity'],
  ['/api/admin/deleteUser', 'identity'],
  ['/api/admin/createUser', 'identity'],
  ['/api/admin/getUserById', 'identity'],
  ['/api/admin/updateUser', 'identity'],
  ['/api/admin/getTeachers', 'identity'],
  ['/api/teacher/getUserByEmail', 'identity'],
  // catalog
  ['/api/public/getHomeClasses', 'catalog'],
  ['/api/public/getHomeDetail', 'catalog'],
  ['/api/public/getClassById', 'catalog'],
  ['/api/public/getClassPages', 'catalog'],
  ['/api/admin/getAuditClasses', 'catalog'],
  ['/api/admin/auditClass', 'catalog'],
  ['/api/admin/setHomeDetail', 'catalog'],
  ['/api/teacher/getClassesByTeacher', 'catalog'],
  ['/api/teacher/getClassById', 'catalog'],
  ['/api/teacher/createClassByTeacher', 'catalog'],
  ['/api/teacher/deleteClassByTeacher', 'catalog'],
  ['/api/teacher/setPublishClass', 'catalog'],
  ['/api/teacher/copyClass', 'catalog'],
  ['/api/teacher/updateClassIntro', 'catalog'],
  ['/api/teacher/studentList', 'catalog'],
  ['/api/teacher/removeStudentFromClass', 'catalog'],
  ['/api/teacher/addStudentToClass', 'catalog'],
  ['/api/teacher/addHWToClass', 'catalog'],
  ['/api/teacher/deleteHWFromClass', 'catalog'],
  ['/api/teacher/deleteAllHomework', 'catalog'],
  ['/api/user/getMyClasses', 'catalog'],
  ['/api/user/getClassesContent', 'catalog'],
  ['/api/user/getStudentsByEmail', 'catalog'],
  ['/api/file/upload', 'catalog'],
  // catalog: the leftover shop (docs/decisions/012)
  ['/api/products', 'catalog'],
  ['/api/products/*', 'catalog'],
  ['/api/upload', 'catalog'],
  // billing
  ['/api/teacher/getClassRegisterList', 'billing'],
  ['/api/teacher/registerClass', 'billing'],
  ['/api/teacher/deleteRegisterClass', 'billing'],
  ['/api/user/registerClass', 'billing'],
  ['/api/user/deleteInterest', 'billing'],
  ['/api/user/getClassRegister', 'billing'],
  ['/api/user/getClassRegisterList', 'billing'],
  ['/api/user/getParentClassRegisterList', 'billing'],
  // question-bank
  ['/api/teacher/createQuestion', 'question-bank'],
  ['/api/teacher/deleteQuestion', 'question-bank'],
  ['/api/teacher/copyQuestion', 'question-bank'],
  ['/api/teacher/getQuestionById', 'question-bank'],
  ['/api/teacher/updateQuestion', 'question-bank'],
  ['/api/teacher/getQuestionsByTeacher', 'question-bank'],
  ['/api/teacher/batchCreateQuestion', 'question-bank'],
  ['/api/question_template.xlsx', 'question-bank'],
  ['/api/teacher/getSourceList', 'question-bank'],
  ['/api/teacher/deleteSource', 'question-bank'],
  ['/api/teacher/updateSource', 'question-bank'],
  ['/api/teacher/createSource', 'question-bank'],
  ['/api/teacher/createHomeWork', 'question-bank'],
  ['/api/teacher/copyHomeWork', 'question-bank'],
  ['/api/teacher/deleteHW', 'question-bank'],
  ['/api/teacher/getHWByTeacher', 'question-bank'],
  ['/api/teacher/getAllQuestionsByTeacher', 'question-bank'],
  ['/api/teacher/updateHW', 'question-bank'],
  ['/api/teacher/batchDeleteQFromHW', 'question-bank'],
  ['/api/teacher/batchAddQToHW', 'question-bank'],
  ['/api/teacher/setQFormHW', 'question-bank'],
  ['/api/teacher/getQuestionByLibrary', 'question-bank'],
  ['/api/user/getHWById', 'question-bank'],
  ['/api/user/getLibrary', 'question-bank'],
  ['/api/user/getUserSource', 'question-bank'],
  ['/api/public/getResourceBase', 'question-bank'],
  ['/api/admin/editResourceBase', 'question-bank'],
  ['/api/admin/getQuestionByLibrary', 'question-bank'],
  ['/api/admin/createLibrary', 'question-bank'],
  ['/api/admin/updateLibrary', 'question-bank'],
  ['/api/admin/deleteLibrary', 'question-bank'],
  ['/api/admin/createChapter', 'question-bank'],
  ['/api/admin/updateChapter', 'question-bank'],
  ['/api/admin/deleteChapter', 'question-bank'],
  ['/api/admin/createSection', 'question-bank'],
  ['/api/admin/updateSection', 'question-bank'],
  ['/api/admin/deleteSection', 'question-bank'],
  ['/api/admin/changeLibraryOrder', 'question-bank'],
  ['/api/admin/changeChapterOrder', 'question-bank'],
  ['/api/admin/changeSectionOrder', 'question-bank'],
  ['/api/admin/bindTeacherToLibrary', 'question-bank'],
  ['/api/admin/unbindTeacherToLibrary', 'question-bank'],
  // exercise
  ['/api/teacher/publishHomework', 'exercise'],
  ['/api/teacher/unPublishHomework', 'exercise'],
  ['/api/teacher/getStudentListByExercise', 'exercise'],
  ['/api/teacher/getExerciseByClass', 'exercise'],
  ['/api/teacher/getStudentExerciseByClass', 'exercise'],
  ['/api/teacher/getExerciseByClassAndHomework', 'exercise'],
  ['/api/teacher/correctExercise', 'exercise'],
  ['/api/teacher/finishCorrection', 'exercise'],
  ['/api/teacher/getItemAnalysis', 'exercise'],
  ['/api/teacher/getExamMonitor', 'exercise'],
  ['/api/teacher/getGradebook', 'exercise'],
  ['/api/teacher/exportGradebook', 'exercise'],
  ['/api/user/getGradebookRow', 'exercise'],
  ['/api/teacher/examMonitorStream', 'exercise', { stream: true }],
  ['/api/teacher/giveExtraTime', 'exercise'],
  ['/api/user/getExerciseList', 'exercise'],
  ['/api/user/getExerciseById', 'exercise'],
  ['/api/user/getExerciseByClassId', 'exercise'],
  ['/api/user/saveExercise', 'exercise'],
  ['/api/user/finishExercise', 'exercise'],
  ['/api/user/submitExercise', 'exercise'],
  ['/api/user/updateExerciseContent', 'exercise'],
  ['/api/user/startExam', 'exercise'],
  ['/api/user/examHeartbeat', 'exercise'],
  ['/api/user/undoExercise', 'exercise'],
  ['/api/user/getStudentExerciseDetail', 'exercise'],
  ['/api/user/getStudentExerciseList', 'exercise'],
  ['/api/user/getResourceQuestion', 'exercise'],
  ['/api/user/submitResourceQuestion', 'exercise'],
  ['/api/user/giveUpResourceQuestion', 'exercise'],
  ['/api/user/reportResourceQuestion', 'exercise'],
  ['/api/user/getUserSetting', 'exercise'],
  ['/api/user/updateUserSetting', 'exercise'],
  ['/api/user/getResourceRecord', 'exercise'],
  ['/api/user/getStudentQuestionRecord', 'exercise'],
  // Bug reports on practice questions, read by the questions' authors (README: API extensions).
  ['/api/teacher/getQuestionReports', 'exercise'],
  ['/api/teacher/getQuestionReportCounts', 'exercise'],
  ['/api/teacher/resolveQuestionReport', 'exercise'],
  // A student's progress charts in a class, for the student and their parents.
  ['/api/user/getClassProgress', 'exercise'],
  // mail
  ['/api/admin/getEmails', 'mail'],
  ['/api/admin/deleteEmail', 'mail'],
  ['/api/admin/getGroupEmails', 'mail'],
  ['/api/admin/addGroupEmail', 'mail'],
  ['/api/admin/editGroupEmail', 'mail'],
  ['/api/admin/deleteGroupEmail', 'mail'],
  ['/api/admin/sendEmail', 'mail'],
  ['/api/teacher/sendCorrectionEmail', 'mail'],
];

/** Exact paths flagged as event streams. */
const streamPaths = new Set(routeTable.filter(([pattern, , flags]) => flags?.stream && !pattern.endsWith('*')).map(([pattern]) => pattern));

/** `path` is answered with a long-lived event stream (see RouteFlags). */
export const isStreamRoute = (path: string): boolean => streamPaths.has(path);

/** Exact paths in a map (every call looks its owner up), prefixes in table order. */
const exactPaths = new Map<string, ServiceName>();
const prefixes: [prefix: string, service: ServiceName, position: number][] = [];
routeTable.forEach(([pattern, service], position) => {
  if (pattern.endsWith('*')) prefixes.push([pattern.slice(0, -1), service, position]);
  else if (!exactPaths.has(pattern)) exactPaths.set(pattern, service);
});
const positionOf = new Map(routeTable.map(([pattern], position) => [pattern, position] as const).reverse());

/**
 * The line of the table that takes `path` (its pattern and service), or undefined for an unknown path; the first
 * matching line wins.
 */
export function routeOf(path: string): { pattern: string; service: ServiceName } | undefined {
  const exact = exactPaths.get(path);
  const exactAt = exact === undefined ? Infinity : positionOf.get(path)!;
  const prefix = prefixes.find(([start, , position]) => position < exactAt && path.startsWith(start));
  if (prefix) return { pattern: `${prefix[0]}*`, service: prefix[1] };
  return exact && { pattern: path, service: exact };
}

/** The service that owns `path`, or undefined for an unknown path. */
export const ownerOf = (path: string): ServiceName | undefined => routeOf(path)?.service;
