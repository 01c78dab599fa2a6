import type { Router } from 'express';
import { setInterfaceLanguageRequest, updateParentRequest, updateStudentRequest, updateUserProfileRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, parse, reply, revokeToken, type ServiceContext } from '@tp/service-kit';
import { editFamilyMember } from '../../domain/family-edits';
import type { IdentityDeps } from '../../domain/identity-deps';
import { setInterfaceLanguage } from '../../domain/interface-language';
import { ownRecord, updateOwnProfile } from '../../domain/profile-update';
import { toUserRecord } from '../../domain/user-view';

/** The signed-in user's own calls: the session, the profile, the interface language, and the family info cards. */
export function userRoutes(deps: IdentityDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);

  /** At start the client refreshes its stored record from here; the token it sent comes back with it. */
  router.get('/api/user/getUserInfo', signedIn, async (req, res) => {
    const row = await ownRecord(deps, currentUser(req));
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')![1];
    reply(res, { ...toUserRecord(row), token });
  });

  router.get('/api/user/getUserProfile', signedIn, async (req, res) => {
    reply(res, toUserRecord(await ownRecord(deps, currentUser(req))));
  });

  router.post('/api/user/updateUserProfile', signedIn, async (req, res) => {
    const user = await updateOwnProfile(deps, currentUser(req), parse(updateUserProfileRequest, req.body));
    reply(res, user, 'Information updated successfully');
  });

  /** The language switch, when signed in: the platform's e-mails to the user follow it. */
  router.post('/api/user/setInterfaceLanguage', signedIn, async (req, res) => {
    const { language } = parse(setInterfaceLanguageRequest, req.body);
    reply(res, await setInterfaceLanguage(deps, currentUser(req), language), 'Language saved');
  });

  router.post('/api/user/updateStudent', signedIn, async (req, res) => {
    const user = await editFamilyMember(deps, currentUser(req), 'Student', parse(updateStudentRequest, req.body));
    reply(res, user, 'Information updated successfully');
  });

  router.post('/api/user/updateParent', signedIn, async (req, res) => {
    const user = await editFamilyMember(deps, currentUser(req), 'Parent', parse(updateParentRequest, req.body));
    reply(res, user, 'Information updated successfully');
  });

  /** Ends this session only: the token is refused by every service from now on. */
  router.post('/api/user/logout', signedIn, async (req, res) => {
    await revokeToken(deps.redis, req.tokenId!, req.tokenExpiresAt!);
    reply(res, null, 'You are signed out.');
  });

  return router;
}
