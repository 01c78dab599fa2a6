import type { InterfaceLanguageSetting, Language, TokenUser } from '@tp/contracts';
import { updateUser } from '../data-access/user-repository';
import type { IdentityDeps } from './identity-deps';
import { ownRecord } from './profile-update';

/**
 * The signed-in user switched the site's language: it is stored, and the platform's e-mails to them (codes,
 * reminders, the weekly digest) are written in it from now on. No code is asked for: it changes nothing but wording.
 */
export async function setInterfaceLanguage(deps: IdentityDeps, caller: TokenUser, language: Language): Promise<InterfaceLanguageSetting> {
  const row = await ownRecord(deps, caller);
  const saved = await updateUser(deps.pool, row.id, { interfaceLanguage: language });
  return { language: saved?.interface_language ?? language };
}
