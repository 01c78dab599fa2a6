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
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { saveHomework, type HomeworkForm } from '../api/homework-edit';

/** The due date picker steps 20 minutes. */
const MINUTE_STEP = 20;
const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));

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
  const t = useEditorTexts();
  const shared = useTeachingTexts();
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
      { check: () => (form.name.trim() ? undefined : t('homeworkNameRequired')) },
    );

  return (
    <Form layout="vertical" onFinish={save}>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <div className="tp-homework-edit-grid">
        <Form.Item label={shared('name')} htmlFor="hw-name" required>
          <Input id="hw-name" value={form.name} maxLength={HOMEWORK_NAME_MAX} onChange={(event) => set('name', event.target.value)} />
        </Form.Item>
        <Form.Item label={t('language')}>
          <Radio.Group aria-label={t('language')} options={LANGUAGE_OPTIONS} optionType="button" value={form.language} onChange={(event) => set('language', event.target.value)} />
        </Form.Item>
        <Form.Item label={shared('dueDate')} htmlFor="hw-due-date">
          <DatePicker
            id="hw-due-date"
            showTime={{ format: 'HH:mm', minuteStep: MINUTE_STEP }}
            format="YYYY-MM-DD HH:mm"
            placeholder={t('selectDateTime')}
            value={form.dueDate ? dayjs(form.dueDate) : null}
            onChange={(picked) => set('dueDate', picked ? picked.toISOString() : '')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('exam')} htmlFor="hw-exam">
          <Switch id="hw-exam" checked={form.isExam} onChange={(checked) => set('isExam', checked)} />
        </Form.Item>
        {form.isExam ? (
          <Form.Item label={t('examDuration')} htmlFor="hw-exam-duration">
            <Select id="hw-exam-duration" aria-label={t('examDuration')} options={EXAM_DURATIONS.map((minutes) => ({ value: minutes, label: t('minutes', { minutes }) }))} value={form.examDuration} onChange={(minutes: number) => set('examDuration', minutes)} />
          </Form.Item>
        ) : null}
      </div>
      <Form.Item label={t('description')}>
        <RichTextEditor value={form.description} onChange={(html) => set('description', html)} height={200} aria-label={t('description')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('save')}
      </Button>
    </Form>
  );
}
