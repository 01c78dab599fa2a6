import type { RequestHandler, Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireAdmin } from '@tp/service-kit';
import { libraryQuestions, visibleLibraries } from '../../domain/library-access';
import {
  bindTeacherToLibrary, createChapter, createLibrary, createSection, deleteTreeNode, moveTreeNode, renameTreeNode, unbindTeacherFromLibrary,
} from '../../domain/library-tree';
import type { QuestionBankDeps } from '../../domain/question-bank-deps';
import type { QuestionBankContext } from '../question-bank-context';
import {
  changeChapterOrderRequest, changeLibraryOrderRequest, changeSectionOrderRequest, createChapterRequest, createLibraryRequest,
  createSectionRequest, deleteChapterRequest, deleteLibraryRequest, deleteSectionRequest, libraryQuestionsQuery, teacherBindingRequest,
  updateChapterRequest, updateLibraryRequest, updateSectionRequest,
} from './library-requests';
import { toLibraryList } from './library-views';
import { toQuestionView } from './question-views';

const toNode = (node: { id: string; name: string }) => ({ _id: node.id, name: node.name });

/**
 * The library tree: administrators keep it (every /admin call); everyone signed in reads the libraries they may use
 * (getLibrary, which also gives administrators the whole tree); bound teachers and administrators list its questions.
 */
export function libraryRoutes(deps: QuestionBankDeps, ctx: QuestionBankContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const adminOnly = [signedIn, requireAdmin];

  router.get('/api/user/getLibrary', signedIn, async (req, res) => {
    reply(res, { list: toLibraryList(await visibleLibraries(deps.pool, deps.libraryTeachers, currentUser(req))) });
  });

  /** Administrators see every library's questions; a teacher those of the libraries bound to them. */
  const listQuestions: RequestHandler = async (req, res) => {
    const { rows, total } = await libraryQuestions(deps.pool, currentUser(req), parse(libraryQuestionsQuery, req.query));
    reply(res, { list: rows.map(toQuestionView), total });
  };
  router.get('/api/admin/getQuestionByLibrary', ...adminOnly, listQuestions);
  router.get('/api/teacher/getQuestionByLibrary', signedIn, listQuestions);

  router.post('/api/admin/createLibrary', ...adminOnly, async (req, res) => {
    const { name } = parse(createLibraryRequest, req.body);
    reply(res, toNode(await createLibrary(deps.pool, name)), 'Add success');
  });
  router.post('/api/admin/updateLibrary', ...adminOnly, async (req, res) => {
    const { id, name } = parse(updateLibraryRequest, req.body);
    reply(res, await renameTreeNode(deps.pool, { libraryId: id }, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteLibrary', ...adminOnly, async (req, res) => {
    const { id } = parse(deleteLibraryRequest, req.body);
    reply(res, await deleteTreeNode(deps.pool, { libraryId: id }), 'Delete success');
  });

  router.post('/api/admin/createChapter', ...adminOnly, async (req, res) => {
    const { libraryId, name } = parse(createChapterRequest, req.body);
    reply(res, toNode(await createChapter(deps.pool, libraryId, name)), 'Add success');
  });
  router.post('/api/admin/updateChapter', ...adminOnly, async (req, res) => {
    const { name, ...path } = parse(updateChapterRequest, req.body);
    reply(res, await renameTreeNode(deps.pool, path, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteChapter', ...adminOnly, async (req, res) => {
    reply(res, await deleteTreeNode(deps.pool, parse(deleteChapterRequest, req.body)), 'Delete success');
  });

  router.post('/api/admin/createSection', ...adminOnly, async (req, res) => {
    const { libraryId, chapterId, name } = parse(createSectionRequest, req.body);
    reply(res, toNode(await createSection(deps.pool, libraryId, chapterId, name)), 'Add success');
  });
  router.post('/api/admin/updateSection', ...adminOnly, async (req, res) => {
    const { name, ...path } = parse(updateSectionRequest, req.body);
    reply(res, await renameTreeNode(deps.pool, path, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteSection', ...adminOnly, async (req, res) => {
    reply(res, await deleteTreeNode(deps.pool, parse(deleteSectionRequest, req.body)), 'Delete success');
  });

  router.post('/api/admin/changeLibraryOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeLibraryOrderRequest, req.body);
    reply(res, await moveTreeNode(deps.pool, path, type), 'Successfully saved');
  });
  router.post('/api/admin/changeChapterOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeChapterOrderRequest, req.body);
    reply(res, await moveTreeNode(deps.pool, path, type), 'Successfully saved');
  });
  router.post('/api/admin/changeSectionOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeSectionOrderRequest, req.body);
    reply(res, await moveTreeNode(deps.pool, path, type), 'Successfully saved');
  });

  router.post('/api/admin/bindTeacherToLibrary', ...adminOnly, async (req, res) => {
    const { libraryId, teacherId } = parse(teacherBindingRequest, req.body);
    await bindTeacherToLibrary(deps.pool, deps.users, libraryId, teacherId);
    reply(res, { libraryId, teacherId }, 'Add success');
  });
  router.post('/api/admin/unbindTeacherToLibrary', ...adminOnly, async (req, res) => {
    const { libraryId, teacherId } = parse(teacherBindingRequest, req.body);
    await unbindTeacherFromLibrary(deps.pool, libraryId, teacherId);
    reply(res, { libraryId, teacherId }, 'Delete success');
  });

  return router;
}
