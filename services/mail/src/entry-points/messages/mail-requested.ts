import type { EventHandler } from '@tp/service-kit';
import { insertEmail } from '../../data-access/email-repository';
import type { MailDeps } from '../../domain/mail-deps';
import { plainTextOf } from '../../domain/plain-text';

/**
 * Records the e-mail another service asked for, with a plain-text part made from its HTML when the event carries
 * none; the sender delivers it after this transaction commits.
 */
export function onMailRequested(deps: Pick<MailDeps, 'sender'>): EventHandler<'mail.requested'> {
  return async (payload, { db }) => {
    await insertEmail(db, {
      kind: payload.kind, origin: payload.origin, title: payload.subject, content: payload.html, text: payload.text ?? plainTextOf(payload.html), recipient: payload.to,
      ...(payload.unsubscribeUrl ? { unsubscribeUrl: payload.unsubscribeUrl } : {}),
    });
    setImmediate(() => deps.sender.kick());
  };
}
