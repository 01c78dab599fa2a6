import type { Router } from 'express';
import { sendCorrectionEmailRequest } from '@tp/contracts';
import { authenticate, createRouter, currentUser, forbidden, parse, reply, requireRole, type ServiceContext } from '@tp/service-kit';
import { insertEmail } from '../../data-access/email-repository';
import type { ExerciseClient } from '../../data-access/exercise-client';
import { correctionEmailOf } from '../../domain/correction-email';

export const NOT_A_RECIPIENT = 'A correction e-mail goes only to a student with an exercise in one of your classes, or to their parent.';

/**
 * SEND EMAIL on the correction screen: a teacher writes to a student of theirs (or the student's parent). The e-mail
 * is recorded like any `mail.requested` one and delivered by the sender, with a plain-text part.
 */
export function correctionEmailRoutes(ctx: ServiceContext, deps: { exercise: ExerciseClient; kickSender: () => void }): Router {
  const router = createRouter();

  router.post('/api/teacher/sendCorrectionEmail', authenticate(ctx.verifier), requireRole('Teacher'), async (req, res) => {
    const email = correctionEmailOf(parse(sendCorrectionEmailRequest, req.body));
    if (!(await deps.exercise.mayReceiveCorrection(currentUser(req).id, email.to))) throw forbidden(NOT_A_RECIPIENT);
    const id = await insertEmail(ctx.pool, { kind: 'correction', origin: 'system', title: email.title, content: email.html, text: email.text, recipient: [email.to] });
    deps.kickSender();
    reply(res, { _id: id }, 'Email sent successfully');
  });

  return router;
}
