import type { Router } from 'express';
import {
  authUserRequest,
  googleAuthRequest,
  registerFamilyRequest,
  resetPasswordRequest,
  sendEmailRequest,
  validateEmailByCodeRequest,
  verifyEmailRequest,
  type PublicConfig,
} from '@tp/contracts';
import { createRouter, languageOfRequest, parse, reply, type ServiceContext } from '@tp/service-kit';
import { codeFromRequest, sendCode } from '../../domain/email-codes';
import { registerFamily } from '../../domain/family-sign-up';
import type { IdentityDeps } from '../../domain/identity-deps';
import { validateEmailByCode } from '../../domain/parent-prefill';
import { resetPassword } from '../../domain/password-reset';
import { requireEmail, signInWithGoogle, signInWithPassword, verifyEmailAndSignIn } from '../../domain/sign-in';

/** Calls made before anyone is signed in: sign-in, codes, sign-up, password reset, e-mail verification. */
export function loginRoutes(deps: IdentityDeps, _ctx: ServiceContext): Router {
  const router = createRouter();

  router.get('/api/public/config', (_req, res) => {
    const config: PublicConfig = { googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null };
    reply(res, config);
  });

  router.post('/api/login/authUser', async (req, res) => {
    const { email, password } = parse(authUserRequest, req.body);
    reply(res, await signInWithPassword(deps, email, password), 'Signed in');
  });

  router.post('/api/login/googleAuth', async (req, res) => {
    const { credential } = parse(googleAuthRequest, req.body);
    reply(res, await signInWithGoogle(deps, credential), 'Signed in');
  });

  router.post('/api/login/sendEmail', async (req, res) => {
    const { email, purpose } = parse(sendEmailRequest, req.body);
    requireEmail(email);
    await sendCode(deps, email, purpose ?? 'sign-up', languageOfRequest(req));
    const minutes = Math.round(deps.config.CODE_TTL_SECONDS / 60);
    reply(res, null, `We sent a code to ${email}. It works for ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  });

  router.post('/api/login/resetPassword', async (req, res) => {
    await resetPassword(deps, parse(resetPasswordRequest, req.body));
    reply(res, null, 'Your password was reset. Please sign in with the new password.');
  });

  router.post('/api/login/registerFamily', async (req, res) => {
    reply(res, await registerFamily(deps, parse(registerFamilyRequest, req.body), languageOfRequest(req)), 'Register successfully');
  });

  router.post('/api/login/validateEmailByCode', async (req, res) => {
    const { email, code } = parse(validateEmailByCodeRequest, req.body);
    reply(res, await validateEmailByCode(deps, email, code), 'Email is validated');
  });

  for (const path of ['/api/public/verifyEmail', '/api/user/verifyEmail']) {
    router.post(path, async (req, res) => {
      const { email, code } = parse(verifyEmailRequest, req.body);
      reply(res, await verifyEmailAndSignIn(deps, email, codeFromRequest(code)), 'Email is validated');
    });
  }

  return router;
}
