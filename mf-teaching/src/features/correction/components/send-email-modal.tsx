import { useState } from 'react';
import type { ExerciseView } from '@tp/contracts/exercises';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { sendCorrectionEmail } from '../api/correction';
import { correctionEmailProblem } from '../utils/correction-email';

/** SEND EMAIL: to the student's address (it can be changed, e.g. to a parent's), a title and rich-text content. */
export function SendEmailModal({ exercise, onClose }: { exercise: ExerciseView; onClose: () => void }) {
  const [email, setEmail] = useState(exercise.student.email);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const { busy, problem, submit } = useSubmission();

  const send = () =>
    submit(
      async () => {
        const said = await sendCorrectionEmail({ email: email.trim(), title: title.trim(), content });
        message.success(said || 'Email sent successfully');
        onClose();
      },
      { check: () => correctionEmailProblem({ email, title, content }) },
    );

  return (
    <Modal title={`Send email to ${exercise.student.name}`} open onCancel={onClose} onOk={send} okText="Send" confirmLoading={busy} width={760} destroyOnHidden>
      <ProblemAlert problem={problem} />
      <div className="tp-correction-email">
        <label>
          Email
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          Title
          <Input value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <span aria-hidden="true">Content</span>
        <RichTextEditor value={content} onChange={setContent} height={240} aria-label="Content" />
      </div>
    </Modal>
  );
}
