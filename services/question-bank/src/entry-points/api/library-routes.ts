import type { RequestHandler, Router } from 'express';
import { authenticate, createRouter, currentUser, parse, reply, requireAdmin, type ServiceContext, type UserReplica } from '@tp/service-kit';
import type { QuestionBankConfig } from '../../config';
import { LibraryTeachersClient } from '../../data-access/library-teachers-client';
import { libraryQuestions, visibleLibraries } from '../../domain/library-access';
import {
  bindTeacherToLibrary, createChapter, createLibrary, createSection, deleteTreeNode, moveTreeNode, renameTreeNode, unbindTeacherFromLibrary,
} from '../../domain/library-tree';
import {
  changeChapterOrderRequest, changeLibraryOrderRequest, changeSectionOrderRequest, createChapterRequest, createLibraryRequest,
  createSectionRequest, deleteChapterRequest, deleteLibraryRequest, deleteSectionRequest, libraryQuestionsQuery, teacherBindingRequest,
  updateChapterRequest, updateLibraryRequest, updateSectionRequest,
} from './library-requests';
import { toLibraryList } from './library-views';
import { toQuestionView } from './question-views';

type LibraryContext = ServiceContext<QuestionBankConfig> & { users: UserReplica };

const toNode = (node: { id: string; name: string }) => ({ _id: node.id, name: node.name });

/**
 * The library tree: administrators keep it (every /admin call); everyone signed in reads the libraries they may use
 * (getLibrary, which also gives administrators the whole tree); bound teachers and administrators list its questions.
 */
export function libraryRoutes(ctx: LibraryContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);
  const adminOnly = [signedIn, requireAdmin];
  const catalog = new LibraryTeachersClient(ctx.config.CATALOG_URL, ctx.config.CATALOG_TIMEOUT_MS, ctx.internal);

  router.get('/api/user/getLibrary', signedIn, async (req, res) => {
    reply(res, { list: toLibraryList(await visibleLibraries(ctx.pool, catalog, currentUser(req))) });
  });

  /** Administrators see every library's questions; a teacher those of the libraries bound to them. */
  const listQuestions: RequestHandler = async (req, res) => {
    const { rows, total } = await libraryQuestions(ctx.pool, currentUser(req), parse(libraryQuestionsQuery, req.query));
    reply(res, { list: rows.map(toQuestionView), total });
  };
  router.get('/api/admin/getQuestionByLibrary', ...adminOnly, listQuestions);
  router.get('/api/teacher/getQuestionByLibrary', signedIn, listQuestions);

  router.post('/api/admin/createLibrary', ...adminOnly, async (req, res) => {
    const { name } = parse(createLibraryRequest, req.body);
    reply(res, toNode(await createLibrary(ctx.pool, name)), 'Add success');
  });
  router.post('/api/admin/updateLibrary', ...adminOnly, async (req, res) => {
    const { id, name } = parse(updateLibraryRequest, req.body);
    reply(res, await renameTreeNode(ctx.pool, { libraryId: id }, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteLibrary', ...adminOnly, async (req, res) => {
    const { id } = parse(deleteLibraryRequest, req.body);
    reply(res, await deleteTreeNode(ctx.pool, { libraryId: id }), 'Delete success');
  });

  router.post('/api/admin/createChapter', ...adminOnly, async (req, res) => {
    const { libraryId, name } = parse(createChapterRequest, req.body);
    reply(res, toNode(await createChapter(ctx.pool, libraryId, name)), 'Add success');
  });
  router.post('/api/admin/updateChapter', ...adminOnly, async (req, res) => {
    const { name, ...path } = parse(updateChapterRequest, req.body);
    reply(res, await renameTreeNode(ctx.pool, path, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteChapter', ...adminOnly, async (req, res) => {
    reply(res, await deleteTreeNode(ctx.pool, parse(deleteChapterRequest, req.body)), 'Delete success');
  });

  router.post('/api/admin/createSection', ...adminOnly, async (req, res) => {
    const { libraryId, chapterId, name } = parse(createSectionRequest, req.body);
    reply(res, toNode(await createSection(ctx.pool, libraryId, chapterId, name)), 'Add success');
  });
  router.post('/api/admin/updateSection', ...adminOnly, async (req, res) => {
    const { name, ...path } = parse(updateSectionRequest, req.body);
    reply(res, await renameTreeNode(ctx.pool, path, name), 'Successfully saved');
  });
  router.post('/api/admin/deleteSection', ...adminOnly, async (req, res) => {
    reply(res, await deleteTreeNode(ctx.pool, parse(deleteSectionRequest, req.body)), 'Delete success');
  });

  router.post('/api/admin/changeLibraryOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeLibraryOrderRequest, req.body);
    reply(res, await moveTreeNode(ctx.pool, path, type), 'Successfully saved');
  });
  router.post('/api/admin/changeChapterOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeChapterOrderRequest, req.body);
    reply(res, await moveTreeNode(ctx.pool, path, type), 'Successfully saved');
  });
  router.post('/api/admin/changeSectionOrder', ...adminOnly, async (req, res) => {
    const { type, ...path } = parse(changeSectionOrderRequest, req.body);
    reply(res, await moveTreeNode(ctx.pool, path, type), 'Successfully saved');
  });

  router.post('/api/admin/bindTeacherToLibrary', ...adminOnly, async (req, res) => {
    const { libraryId, teacherId } = parse(teacherBindingRequest, req.body);
    await bindTeacherToLibrary(ctx.pool, ctx.users, libraryId, teacherId);
    reply(res, { libraryId, teacherId }, 'Add success');
  });
  router.post('/api/admin/unbindTeacherToLibrary', ...adminOnly, async (req, res) => {
    const { libraryId, teacherId } = parse(teacherBindingRequest, req.body);
    await unbindTeacherFromLibrary(ctx.pool, libraryId, teacherId);
    reply(res, { libraryId, teacherId }, 'Delete success');
  });

  return router;
}
