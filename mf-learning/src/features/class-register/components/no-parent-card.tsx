import { Card } from '@tp/web-kit/ui/card';
import { NavLink } from '@tp/web-kit/nav-link';
import { useRegisterTexts } from '../register-texts';

/**
 * The class register shows a parent card beside the student's: with no parent linked it says so and how to link
 * one. Billing links a family only when both sides list each other (contracts family-links): the parent lists the
 * student on their profile, and the student's side is set at family sign-up or by an administrator.
 */
export function NoParentCard({ studentEmail }: { studentEmail: string }) {
  const t = useRegisterTexts();
  return (
    <section aria-label={t('parentInformation')}>
      <Card title={t('parentInformation')} size="small">
        <p className="tp-register-note">{t('noParentLinked')}</p>
        <p className="tp-register-note">
          {t('toLinkOne')} <strong>{studentEmail}</strong>
          {t('toTheirDependents')} <NavLink to="/profile">{t('profile')}</NavLink> {t('adminAddsParent')}
        </p>
      </Card>
    </section>
  );
}
