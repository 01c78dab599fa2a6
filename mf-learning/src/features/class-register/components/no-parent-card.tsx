import { Card } from '@tp/web-kit/ui/card';
import { NavLink } from '@tp/web-kit/nav-link';

/**
 * The class register shows a parent card beside the student's: with no parent linked it says so and how to link
 * one. Billing links a family only when both sides list each other (contracts family-links): the parent lists the
 * student on their profile, and the student's side is set at family sign-up or by an administrator.
 */
export function NoParentCard({ studentEmail }: { studentEmail: string }) {
  return (
    <section aria-label="Parent Information">
      <Card title="Parent Information" size="small">
        <p className="tp-register-note">No parent is linked to your account yet.</p>
        <p className="tp-register-note">
          To link one, your parent adds your e-mail, <strong>{studentEmail}</strong>, to the Dependent e-mails on their{' '}
          <NavLink to="/profile">Profile</NavLink> page, and an administrator adds your parent&apos;s e-mail to your account.
        </p>
      </Card>
    </section>
  );
}
