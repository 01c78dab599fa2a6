import { z } from 'zod';
import { isEmailAddress } from './email-address';
import { EmailStatus, type EmailStatusValue } from './mail';
import { roleSchema } from './roles';

// The admin's e-mail screens (/admin/emailList, /admin/sendEmail) and their calls: the rules the send form and the
// group form check before sending, which the mail service checks again, in the same order and with the same words.

export const TITLE_MISSING = 'Please input title';
export const CONTENT_MISSING = 'Please input content';
export const RECIPIENTS_MISSING = 'Please select recipients';
export const GROUP_NAME_MISSING = 'Please input group name';
export const GROUP_USERS_MISSING = 'Please select users';

/** A subject line longer than this is cut or hidden by most mail programs. */
export const EMAIL_TITLE_MAX = 200;
export const EMAIL_GROUP_NAME_MAX = 100;
/** Addresses picked one by one on a send; more people are reached through groups. */
export const EMAIL_RECIPIENTS_MAX = 1000;
export const EMAIL_GROUPS_MAX = 100;
export const EMAIL_GROUP_USERS_MAX = 5000;
/** The admin e-mail list shows 10 e-mails a page. */
export const EMAIL_PAGE_SIZE = 10;

export const EMAIL_STATUS_LABELS: Record<EmailStatusValue, string> = {
  [EmailStatus.Pending]: 'Pending',
  [EmailStatus.Sent]: 'Sent',
  [EmailStatus.Failed]: 'Failed',
  [EmailStatus.PartiallySuccessful]: 'Partially successful',
};

const ENTITY = /&(nbsp|#160|#xa0);/gi;

/**
 * Rich text that shows nothing: no text once tags are gone (an empty editor sends '<p><br></p>') and no image or
 * video. The server asks it of the sanitised HTML, the form of what the editor holds.
 */
export function isBlankRichText(html: string): boolean {
  if (/<(img|video)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(ENTITY, ' ').trim() === '';
}

export interface EmailDraft {
  title: string;
  content: string;
  recipient: string[];
  emailGroup: unknown[];
}

/** An e-mail's subject line (an admin's send, a teacher's correction e-mail): given, and not too long. */
export function emailTitleProblem(title: string): string | undefined {
  const subject = title.trim();
  if (!subject) return TITLE_MISSING;
  if (subject.length > EMAIL_TITLE_MAX) return `The title is too long (at most ${EMAIL_TITLE_MAX} characters, it has ${subject.length}).`;
  return undefined;
}

/** The first broken rule of a send, in the order the form shows them: title, content, recipients, then addresses. */
export function sendEmailProblem({ title, content, recipient, emailGroup }: EmailDraft): string | undefined {
  const titleProblem = emailTitleProblem(title);
  if (titleProblem) return titleProblem;
  if (isBlankRichText(content)) return CONTENT_MISSING;
  if (recipient.length === 0 && emailGroup.length === 0) return RECIPIENTS_MISSING;
  if (recipient.length > EMAIL_RECIPIENTS_MAX) return `At most ${EMAIL_RECIPIENTS_MAX} recipients can be picked one by one; put more people in a group.`;
  if (emailGroup.length > EMAIL_GROUPS_MAX) return `At most ${EMAIL_GROUPS_MAX} groups can be chosen for one e-mail.`;
  const invalid = recipient.find((address) => !isEmailAddress(address.trim()));
  if (invalid !== undefined) return `"${invalid}" is not a valid e-mail address.`;
  return undefined;
}

/** The first broken rule of the group form: a name, then at least one user. */
export function emailGroupProblem({ name, users }: { name: string; users: unknown[] }): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return GROUP_NAME_MISSING;
  if (trimmed.length > EMAIL_GROUP_NAME_MAX) return `The group name is too long (at most ${EMAIL_GROUP_NAME_MAX} characters).`;
  if (users.length === 0) return GROUP_USERS_MISSING;
  if (users.length > EMAIL_GROUP_USERS_MAX) return `A group holds at most ${EMAIL_GROUP_USERS_MAX} users.`;
  return undefined;
}

// Requests.

/** A group as a send names it: its id, or the group itself as the group list gave it. */
const groupReference = z.union([z.string(), z.object({ _id: z.string() }).transform((group) => group._id)]);

/** POST /admin/sendEmail {title, content, recipient (e-mail addresses), emailGroup (groups or their ids)}. */
export const adminSendEmailRequest = z.object({
  title: z.string(),
  content: z.string(),
  recipient: z.array(z.string()).default([]),
  emailGroup: z.array(groupReference).default([]),
});
export type AdminSendEmailRequest = z.input<typeof adminSendEmailRequest>;

/** POST /admin/addGroupEmail {name, users (user ids)}. */
export const addEmailGroupRequest = z.object({ name: z.string(), users: z.array(z.string()) });
/** POST /admin/editGroupEmail {id, name, users}. */
export const editEmailGroupRequest = addEmailGroupRequest.extend({ id: z.string() });
/** POST /admin/deleteGroupEmail {id}. */
export const deleteEmailGroupRequest = z.object({ id: z.string() });

// Results.

export const emailStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A row of the admin e-mail list. `recipient` holds the addresses picked one by one, `emailGroup` the groups chosen
 * (as they were named when it was sent). `progress` counts the messages (one per person reached, groups included)
 * delivered and refused so far, so a Pending e-mail shows how far it has got.
 */
export const emailView = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  recipient: z.array(z.string()),
  emailGroup: z.array(z.object({ _id: z.string().optional(), name: z.string() })),
  createdAt: z.string(),
  status: emailStatusSchema,
  failEmails: z.array(z.string()),
  progress: z.object({ sent: z.number().int(), failed: z.number().int(), total: z.number().int() }),
});
export type EmailView = z.infer<typeof emailView>;

/** GET /admin/getEmails (page, pageSize): a page of the e-mails admins sent, newest first, and how many there are. */
export const emailList = z.object({ list: z.array(emailView), total: z.number().int() });
export type EmailList = z.infer<typeof emailList>;

/** A group's member as the group screens show them. */
export const emailGroupMember = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: roleSchema });
export type EmailGroupMember = z.infer<typeof emailGroupMember>;

/** An e-mail group: `recipient` is its users' ids; `users` the same users with names and addresses. */
export const emailGroupView = z.object({
  _id: z.string(),
  name: z.string(),
  recipient: z.array(z.string()),
  users: z.array(emailGroupMember),
});
export type EmailGroupView = z.infer<typeof emailGroupView>;

/** GET /admin/getGroupEmails: every group, by name. */
export const emailGroupList = z.object({ list: z.array(emailGroupView) });

/**
 * POST /admin/sendEmail: the e-mail's status when the call answers and the addresses refused so far. A small send
 * answers once it is settled; a large one answers at once, Pending, while it is sent in the background. `total` is
 * how many people it goes to.
 */
export const sendEmailResult = z.object({
  _id: z.string(),
  status: emailStatusSchema,
  failEmails: z.array(z.string()),
  total: z.number().int(),
});
export type SendEmailResult = z.infer<typeof sendEmailResult>;

/** How many refused addresses a message names before it says how many more there are. */
const NAMED_FAILURES = 5;

/**
 * What the admin is told once a send answers: 'Email sent successfully' (Sent), 'Email sent failed' (Failed),
 * '{failed emails} sent failed' (Partially successful), or, for a send still going on in the background, that it
 * is being sent and the list shows how far it has got.
 */
export function sendEmailResultMessage({ status, failEmails, total }: Pick<SendEmailResult, 'status' | 'failEmails' | 'total'>): string {
  if (status === EmailStatus.Sent) return 'Email sent successfully';
  if (status === EmailStatus.Failed) return 'Email sent failed';
  if (status === EmailStatus.PartiallySuccessful) {
    const named = failEmails.slice(0, NAMED_FAILURES).join(', ');
    const more = failEmails.length - NAMED_FAILURES;
    return `${named}${more > 0 ? ` and ${more} more` : ''} sent failed`;
  }
  return `The e-mail is being sent to ${total} ${total === 1 ? 'person' : 'people'}; the e-mail list shows how far it has got.`;
}
