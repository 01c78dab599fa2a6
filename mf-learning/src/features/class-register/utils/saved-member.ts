/** A family member as the class register's info cards show them. */
export interface FamilyMember {
  name: string;
  email: string;
  phone?: string | null;
}

/**
 * Whether billing's view of a member says what identity accepted. Billing learns of an edit through an event, so a
 * view loaded right after saving may still hold the old name (or phone).
 */
export function viewAgrees(viewed: FamilyMember, saved: FamilyMember): boolean {
  return viewed.email === saved.email && viewed.name === saved.name && (viewed.phone ?? '') === (saved.phone ?? '');
}

/**
 * What the card shows: the saved name and phone until the view agrees with them, then the view. The rest of the
 * view (a child's registration flags, say) is always the view's.
 */
export function memberToShow<M extends FamilyMember>(viewed: M, saved: FamilyMember | undefined): M {
  return saved && !viewAgrees(viewed, saved) ? { ...viewed, name: saved.name, phone: saved.phone } : viewed;
}
