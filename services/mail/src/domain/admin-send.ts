import { EmailStatus, RECIPIENTS_MISSING, sendEmailProblem, type SendEmailResult, type adminSendEmailRequest } from '@tp/contracts';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { badRequest, notFound, withTransaction, type Pool } from '@tp/service-kit';
import { sanitizeRichText } from '@tp/service-kit/rich-text';
import type { z } from 'zod';
import { emailState, insertEmail } from '../data-access/email-repository';
import { findGroups, memberAddresses } from '../data-access/group-repository';
import { isGroupId } from './email-groups';
import { plainTextOf } from './plain-text';
import { withSiteLinks } from './site-links';

export const GROUP_GONE = 'One of the chosen groups no longer exists. Choose the groups again.';
export const GROUPS_EMPTY = 'The chosen groups have no users. Please select recipients.';
export const DELETED_WHILE_SENDING = 'The e-mail was deleted from the list while it was being sent.';

export interface AdminSendSettings {
  /** The site's address, for links to uploaded files (see site-links). */
  siteUrl: string | undefined;
  /** How long a small send may hold the request for its final status. */
  waitMs: number;
  /** Sends to more people than this answer at once (Pending): they take longer than the wait at the sending rate. */
  waitRecipientsMax: number;
}

export interface AdminSendDeps {
  pool: Pool;
  /** Wakes the sender: the deliveries just recorded are due. */
  sender: { kick(): void };
  send: AdminSendSettings;
}

/** Each address once, lowercased, in the order first given. */
const distinct = (addresses: string[]) => [...new Set(addresses.map((address) => address.trim().toLowerCase()))];

/**
 * An admin's e-mail: checked in the form's order (title, content, recipients, addresses), sanitised, the groups
 * turned into their users' current addresses, and recorded with one delivery per person in one transaction. A send
 * the sender can finish within the wait answers its final status; a larger one answers at once, Pending.
 */
export async function sendAdminEmail(deps: AdminSendDeps, request: z.output<typeof adminSendEmailRequest>): Promise<SendEmailResult> {
  const title = request.title.trim().replace(/\s+/g, ' ');
  const { pool, sender, send } = deps;
  const html = withSiteLinks(sanitizeRichText(request.content), send.siteUrl);
  const problem = sendEmailProblem({ ...request, content: html }) ?? richTextProblem('content', html);
  if (problem) throw badRequest(problem);
  const recipient = distinct(request.recipient);
  const groupIds = [...new Set(request.emailGroup)];
  if (!groupIds.every(isGroupId)) throw notFound(GROUP_GONE);

  const { id, total } = await withTransaction(pool, async (db) => {
    const groups = await findGroups(db, groupIds);
    if (groups.length !== groupIds.length) throw notFound(GROUP_GONE);
    const deliverTo = distinct([...recipient, ...(await memberAddresses(db, groupIds))]);
    if (deliverTo.length === 0) throw badRequest(groupIds.length ? GROUPS_EMPTY : RECIPIENTS_MISSING);
    const emailGroup = groups.map((group) => ({ _id: group.id, name: group.name }));
    const emailId = await insertEmail(db, { kind: 'announcement', origin: 'admin', title, content: html, text: plainTextOf(html), recipient, emailGroup, deliverTo });
    return { id: emailId, total: deliverTo.length };
  });
  sender.kick();

  const state = total <= send.waitRecipientsMax ? await settledWithin(pool, id, send.waitMs) : await emailState(pool, id);
  // Another admin may delete it from the list while it is being sent: what was not sent yet is then not sent.
  if (!state) throw notFound(DELETED_WHILE_SENDING);
  return { _id: id, status: state.status, failEmails: state.failEmails, total };
}

/** The e-mail's state once settled, or as it is after `ms`; asked of the database, which whichever replica sends it updates. */
async function settledWithin(pool: Pool, id: string, ms: number) {
  const deadline = Date.now() + ms;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const state = await emailState(pool, id);
    if (!state || state.status !== EmailStatus.Pending || Date.now() + pause > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
