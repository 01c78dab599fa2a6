import type { Router } from 'express';
import { sendCorrectionEmailRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, forbidden, parse, reply, requireRole, tooManyRequests, type ServiceContext } from '@tp/service-kit';
import { insertEmail } from '../../data-access/email-repository';
import { correctionEmailOf, tooManyCorrectionEmailsMessage } from '../../domain/correction-email';
import type { MailDeps } from '../../domain/mail-deps';

export const NOT_A_RECIPIENT = 'A correction e-mail goes only to a student with an exercise in one of your classes, or to their parent.';

/**
 * SEND EMAIL on the correction screen: a teacher writes to a student of theirs (or the student's parent). The e-mail
 * is recorded like any `mail.requested` one and delivered by the sender, with a plain-text part. Only an e-mail that
 * would be sent counts against the teacher's rate; over it, a 429 with Retry-After and nothing is recorded.
 */
export function correctionEmailRoutes(deps: MailDeps, ctx: ServiceContext): Router {
  const router = createRouter();

  router.post('/api/teacher/sendCorrectionEmail', authenticate(ctx.verifier), requireRole('Teacher'), async (req, res) => {
    const email = correctionEmailOf(parse(sendCorrectionEmailRequest, req.body));
    const teacherId = currentUser(req).id;
    if (!(await deps.exercise.mayReceiveCorrection(teacherId, email.to))) throw forbidden(NOT_A_RECIPIENT);
    const { rate, limits } = deps.correction;
    const slot = await rate.take(teacherId);
    if (!slot.allowed) {
      res.setHeader('Retry-After', String(slot.retryAfterSeconds));
      throw tooManyRequests(tooManyCorrectionEmailsMessage(limits, slot.retryAfterSeconds));
    }
    const id = await insertEmail(deps.pool, { kind: 'correction', origin: 'system', title: email.title, content: email.html, text: email.text, recipient: [email.to] });
    deps.sender.kick();
    reply(res, { _id: id }, 'Email sent successfully');
  });

  return router;
}
