import type { ParentPrefill } from '@tp/contracts';
import { badRequest } from '@tp/service-kit';
import { findUserByEmail } from '../data-access/user-repository';
import { codeFromRequest, requireCode } from './email-codes';
import type { IdentityDeps } from './identity-deps';
import { requireEmail } from './sign-in';

/**
 * /login/validateEmailByCode: the sign-up form checks the parent's code before the rest is filled in. The code is
 * checked but not used up (a wrong one still counts as a try): registerFamily uses it. When the address is an
 * existing parent's, their contact details come back so the form can show them instead of asking again.
 */
export async function validateEmailByCode(deps: IdentityDeps, email: string, rawCode: number | string | undefined): Promise<ParentPrefill | null> {
  requireEmail(email);
  const code = codeFromRequest(rawCode);
  if (!code) throw badRequest('Code is required');
  await requireCode(deps.codes, email, code, { consume: false });
  const row = await findUserByEmail(deps.pool, email);
  if (!row || row.role !== 'Parent') return null;
  return { name: row.name, phone: row.phone, address: row.address, city: row.city, state: row.state, country: row.country, zip: row.zip };
}
