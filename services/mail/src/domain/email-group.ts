import type { EmailGroupMember } from '@tp/contracts';

/** An admin's e-mail group: a name and the users it reaches. */
export interface GroupRow {
  id: string;
  name: string;
  /** The group's users known to the copy of the users and not deleted, in the order the admin gave. */
  users: EmailGroupMember[];
}
