import { useState } from 'react';
import type { StudentLookup } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { gradeLabel } from '@tp/web-kit/grade';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { addStudentToClass, findStudent } from '../api/roster';

/** addStudent: search a student by e-mail, then add the one found; server messages in a red alert. */
export function StudentSearch({ classId, onAdded }: { classId: string; onAdded: () => void }) {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  const [found, setFound] = useState<StudentLookup>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const search = async (email: string) => {
    setProblem(undefined);
    setFound(undefined);
    if (!email.trim()) return setProblem(inInterfaceLanguage('Please enter email'));
    setBusy(true);
    try {
      setFound(await findStudent(email.trim().toLowerCase()));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const add = async (student: StudentLookup) => {
    setProblem(undefined);
    setBusy(true);
    try {
      await addStudentToClass(student._id, classId);
      message.success('Add success');
      setFound(undefined);
      onAdded();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tp-roster-search" className="tp-roster-section">
      <h2 id="tp-roster-search">{t('findStudent')}</h2>
      <Input.Search aria-label={t('studentEmail')} placeholder={t('studentEmailPlaceholder')} inputMode="email" enterButton={teaching('search')} loading={busy} onSearch={search} className="tp-roster-search" />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} className="tp-roster-alert" /> : null}
      {found ? (
        <div className="tp-roster-found" aria-label={t('foundStudent')} role="group">
          <span>
            <strong>{found.name}</strong> · {found.email}
            {found.school ? ` · ${found.school}` : ''}
            {found.currentGrade ? ` · ${gradeLabel(found.currentGrade)}` : ''}
          </span>
          <Button type="primary" onClick={() => add(found)} loading={busy}>
            {t('add')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
