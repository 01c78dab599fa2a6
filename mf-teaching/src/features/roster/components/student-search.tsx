import { useState } from 'react';
import type { StudentLookup } from '@tp/contracts/users';
import { errorMessage } from '@tp/web-kit/api-error';
import { gradeLabel } from '@tp/web-kit/grade';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { addStudentToClass, findStudent } from '../api/roster';

/** addStudent: search a student by e-mail, then add the one found; server messages in a red alert. */
export function StudentSearch({ classId, onAdded }: { classId: string; onAdded: () => void }) {
  const [found, setFound] = useState<StudentLookup>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const search = async (email: string) => {
    setProblem(undefined);
    setFound(undefined);
    if (!email.trim()) return setProblem('Please enter email');
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
      <h2 id="tp-roster-search">Find a student</h2>
      <Input.Search aria-label="Student email" placeholder="Student e-mail" inputMode="email" enterButton="Search" loading={busy} onSearch={search} className="tp-roster-search" />
      {problem ? <Alert type="error" showIcon role="alert" title={problem} className="tp-roster-alert" /> : null}
      {found ? (
        <div className="tp-roster-found" aria-label="Found student" role="group">
          <span>
            <strong>{found.name}</strong> · {found.email}
            {found.school ? ` · ${found.school}` : ''}
            {found.currentGrade ? ` · ${gradeLabel(found.currentGrade)}` : ''}
          </span>
          <Button type="primary" onClick={() => add(found)} loading={busy}>
            Add
          </Button>
        </div>
      ) : null}
    </section>
  );
}
