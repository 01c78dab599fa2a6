import { useEffect } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { navigate } from '@tp/web-kit/navigate';
import { useApi } from '@tp/web-kit/use-api';
import { useContentLanguage } from '@tp/web-kit/use-content-language';
import { Alert } from '@tp/web-kit/ui/alert';
import { useEditorTexts } from '../../../components/editor-texts';
import { fetchQuestion } from '../api/question';
import { counterpartRedirect } from '../utils/question-form';
import { QuestionEditForm } from './question-edit-form';
import { QuestionReportsPanel } from './question-reports-panel';
import './question-edit-page.css';

/** /teach/question/{id}/edit: Edit Question with the Preview, Library and Source pickers, and students' bug reports. */
export function QuestionEditPage() {
  const t = useEditorTexts();
  const { id = '' } = useParams();
  const [contentLanguage] = useContentLanguage();
  const { data: question, loading, error } = useApi((signal) => fetchQuestion(id, signal), [id]);
  // A question in the other language than the teacher works in opens its counterpart instead.
  const redirect = question && question._id === id ? counterpartRedirect(question, contentLanguage) : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  if ((loading && !question) || redirect) return <Loading />;
  if (error || !question) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('questionNotFound'))} />;
  return (
    <>
      {/* Students' reports come first: a teacher following a report badge is here to fix what they say. */}
      <QuestionReportsPanel questionId={question._id} />
      <QuestionEditForm key={question._id} question={question} />
    </>
  );
}
