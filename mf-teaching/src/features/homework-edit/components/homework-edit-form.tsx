import { useState } from 'react';
import { DEFAULT_EXAM_DURATION, EXAM_DURATIONS, HOMEWORK_NAME_MAX, type HomeworkWithQuestions } from '@tp/contracts/homework';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { DatePicker } from '@tp/web-kit/ui/date-picker';
import { dayjs } from '@tp/web-kit/ui/dayjs';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Radio } from '@tp/web-kit/ui/radio';
import { Select } from '@tp/web-kit/ui/select';
import { Switch } from '@tp/web-kit/ui/switch';
import { saveHomework, type HomeworkForm } from '../api/homework-edit';

/** The due date picker steps 20 minutes. */
const MINUTE_STEP = 20;
const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
const DURATION_OPTIONS = EXAM_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

const formOf = (homework: HomeworkWithQuestions): HomeworkForm => ({
  name: homework.name,
  description: homework.description,
  language: homework.language,
  dueDate: homework.dueDate ?? '',
  isExam: homework.isExam,
  examDuration: homework.examDuration || DEFAULT_EXAM_DURATION,
});

/** Name, description, language, due date and the exam switch with its duration; Save sends them all. */
export function HomeworkEditForm({ homework, onSaved }: { homework: HomeworkWithQuestions; onSaved: () => void }) {
  const [form, setForm] = useState(() => formOf(homework));
  const { busy, problem, submit } = useSubmission();
  const set = <K extends keyof HomeworkForm>(key: K, value: HomeworkForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const save = () =>
    submit(
      async () => {
        await saveHomework(homework._id, { ...form, name: form.name.trim() });
        message.success('Successfully saved');
        onSaved();
      },
      { check: () => (form.name.trim() ? undefined : 'Please input the homework name.') },
    );

  return (
    <Form layout="vertical" onFinish={save}>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <div className="tp-homework-edit-grid">
        <Form.Item label="Name" htmlFor="hw-name" required>
          <Input id="hw-name" value={form.name} maxLength={HOMEWORK_NAME_MAX} onChange={(event) => set('name', event.target.value)} />
        </Form.Item>
        <Form.Item label="Language">
          <Radio.Group aria-label="Language" options={LANGUAGE_OPTIONS} optionType="button" value={form.language} onChange={(event) => set('language', event.target.value)} />
        </Form.Item>
        <Form.Item label="Due date" htmlFor="hw-due-date">
          <DatePicker
            id="hw-due-date"
            showTime={{ format: 'HH:mm', minuteStep: MINUTE_STEP }}
            format="YYYY-MM-DD HH:mm"
            placeholder="Select date and time"
            value={form.dueDate ? dayjs(form.dueDate) : null}
            onChange={(picked) => set('dueDate', picked ? picked.toISOString() : '')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Exam" htmlFor="hw-exam">
          <Switch id="hw-exam" checked={form.isExam} onChange={(checked) => set('isExam', checked)} />
        </Form.Item>
        {form.isExam ? (
          <Form.Item label="Exam duration" htmlFor="hw-exam-duration">
            <Select id="hw-exam-duration" aria-label="Exam duration" options={DURATION_OPTIONS} value={form.examDuration} onChange={(minutes: number) => set('examDuration', minutes)} />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item label="Description">
        <RichTextEditor value={form.description} onChange={(html) => set('description', html)} height={200} aria-label="Description" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Save
      </Button>
    </Form>
  );
}
