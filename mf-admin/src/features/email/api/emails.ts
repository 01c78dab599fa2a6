import { EMAIL_PAGE_SIZE, emailList, sendEmailResult, type AdminSendEmailRequest, type EmailList, type SendEmailResult } from '@tp/contracts/admin-emails';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/admin/getEmails (page, pageSize): a page of the e-mails admins sent, newest first. */
export async function fetchEmails(page: number, signal?: AbortSignal): Promise<EmailList> {
  return emailList.parse(await apiGet('/admin/getEmails', { page, pageSize: EMAIL_PAGE_SIZE }, signal));
}

/** POST /api/admin/deleteEmail {ids}. */
export async function deleteEmails(ids: string[]): Promise<void> {
  await apiPost('/admin/deleteEmail', { ids });
}

/** POST /api/admin/sendEmail {title, content, recipient, emailGroup}: its status when the call answers. */
export async function sendEmail(body: AdminSendEmailRequest): Promise<SendEmailResult> {
  return sendEmailResult.parse(await apiPost('/admin/sendEmail', body));
}
