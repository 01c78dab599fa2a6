import { useState } from 'react';
import type { ExerciseView } from '@tp/contracts/exercises';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useCorrectionTexts } from '../correction-texts';
import { sendCorrectionEmail } from '../api/correction';
import { correctionEmailProblem } from '../utils/correction-email';

/** SEND EMAIL: to the student's address (it can be changed, e.g. to a parent's), a title and rich-text content. */
export function SendEmailModal({ exercise, onClose }: { exercise: ExerciseView; onClose: () => void }) {
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  const [email, setEmail] = useState(exercise.student.email);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const { busy, problem, submit } = useSubmission();

  const send = () =>
    submit(
      async () => {
        await sendCorrectionEmail({ email: email.trim(), title: title.trim(), content });
        // The screen's own words, so they follow the interface language (the server says the same in English).
        message.success(c('emailSent'));
        onClose();
      },
      { check: () => correctionEmailProblem({ email, title, content }) },
    );

  return (
    <Modal title={c('sendEmailTo', { name: exercise.student.name })} open onCancel={onClose} onOk={send} okText={c('send')} confirmLoading={busy} width={760} destroyOnHidden>
      <ProblemAlert problem={problem} />
      <div className="tp-correction-email">
        <label>
          {t('email')}
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          {c('mailTitle')}
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <span aria-hidden="true">{c('mailContent')}</span>
        <RichTextEditor value={content} onChange={setContent} height={240} aria-label={c('mailContent')} />
      </div>
    </Modal>
  );
}
