import { useState } from 'react';
import { Link } from 'react-router';
import { DIFFICULTY_MAX, DIFFICULTY_MIN, type QuestionView } from '@tp/contracts/questions';
import { QUESTION_CATEGORY_MAX, QUESTION_COPYRIGHT_MAX, QUESTION_NAME_MAX } from '@tp/contracts/question-rules';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { EDITOR_HEIGHT } from '@tp/web-kit/editor/rich-text-editor';
import { ImageUploadField } from '@tp/web-kit/image-upload-field';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Radio } from '@tp/web-kit/ui/radio';
import { Select } from '@tp/web-kit/ui/select';
import { useEditorTexts } from '../../../components/editor-texts';
import { SourcePickerModal } from '../../../components/source-picker/source-picker-modal';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { fetchLibraries, saveQuestion } from '../api/question';
import { ANSWER_FIELDS, formProblems, offeredLetters, toQuestionForm, toUpdateBody, type Filing, type QuestionForm } from '../utils/question-form';
import { CorrectAnswerField } from './correct-answer-field';
import { CounterpartField } from './counterpart-field';
import { LibraryField } from './library-field';
import { LibraryPickerModal } from './library-picker-modal';
import { QuestionPreviewModal } from './question-preview-modal';
import { RichTextField } from './rich-text-field';
import { SourceChoice } from './source-choice';

const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
const TYPES = [
  { value: 0, label: 'singleChoice' },
  { value: 1, label: 'multipleChoice' },
  { value: 2, label: 'freeResponse' },
] as const;
const DIFFICULTY_OPTIONS = Array.from({ length: DIFFICULTY_MAX - DIFFICULTY_MIN + 1 }, (_, i) => ({ value: DIFFICULTY_MIN + i, label: String(DIFFICULTY_MIN + i) }));

type Dialog = 'source' | 'library' | 'preview' | null;

/** Edit Question: the form follows the type; rules checked here with the server's own functions, its refusals in the alert. */
export function QuestionEditForm({ question }: { question: QuestionView }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const [form] = Form.useForm<QuestionForm>();
  const initial = toQuestionForm(question);
  const isChoice = (Form.useWatch('isChoice', form) ?? initial.isChoice) as QuestionForm['isChoice'];
  const numChoice = (Form.useWatch('numChoice', form) ?? initial.numChoice) as QuestionForm['numChoice'];
  const language = (Form.useWatch('language', form) ?? initial.language) as QuestionForm['language'];
  const libraryId = Form.useWatch('libraryId', form) ?? initial.libraryId;
  const chapterId = Form.useWatch('chapterId', form) ?? initial.chapterId;
  const sectionId = Form.useWatch('sectionId', form) ?? initial.sectionId;
  const { busy, problem, setProblem, submit } = useSubmission();
  const [dialog, setDialog] = useState<Dialog>(null);
  // While a picture is on its way, Save would keep the old one.
  const [uploading, setUploading] = useState(false);
  const libraries = useApi((signal) => fetchLibraries(signal), []);

  const values = (): QuestionForm => ({ ...initial, ...form.getFieldsValue(true) });

  const save = () => {
    const current = values();
    return submit(
      async () => {
        const saved = await saveQuestion(toUpdateBody(question._id, current));
        form.setFieldsValue(toQuestionForm(saved));
        message.success('Successfully saved');
      },
      { check: () => formProblems(current)[0] },
    );
  };

  const file = (filing: Filing) => {
    form.setFieldsValue(filing);
    setDialog(null);
  };

  return (
    <div className="tp-question-edit">
      <Card>
        <div className="tp-question-edit-head">
          <h1>{t('editQuestion')}</h1>
          <span className="tp-question-edit-links">
            <Button onClick={() => setDialog('preview')}>{t('preview')}</Button>
            <Link to="/teach/questionlist">{t('backToMyQuestions')}</Link>
          </span>
        </div>
        <ProblemAlert problem={problem} />
        <Form<QuestionForm> form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={busy}>
          <div className="tp-question-edit-grid">
            <Form.Item label={shared('name')} name="name"><Input maxLength={QUESTION_NAME_MAX} /></Form.Item>
            <Form.Item label={shared('category')} name="category"><Input maxLength={QUESTION_CATEGORY_MAX} /></Form.Item>
            <Form.Item label={t('copyright')} name="copyright"><Input maxLength={QUESTION_COPYRIGHT_MAX} /></Form.Item>
            <Form.Item label={t('language')} name="language"><Radio.Group options={LANGUAGE_OPTIONS} optionType="button" /></Form.Item>
          </div>
          <div className="tp-question-edit-grid">
            <Form.Item label={shared('type')} name="isChoice"><Select options={TYPES.map(({ value, label }) => ({ value, label: t(label) }))} /></Form.Item>
            {/* Choices only for the choice types; E only with five. */}
            {isChoice !== 2 ? (
              <Form.Item label={t('numberOfChoices')} name="numChoice"><Radio.Group options={[4, 5].map((n) => ({ value: n, label: String(n) }))} optionType="button" /></Form.Item>
            ) : null}
            <Form.Item label={shared('difficulty')} name="difficuty"><Select options={DIFFICULTY_OPTIONS} /></Form.Item>
          </div>
          <Form.Item label={t('questionText')} name="qText"><RichTextField label={t('questionText')} height={EDITOR_HEIGHT.default} /></Form.Item>
          {offeredLetters({ isChoice, numChoice }).map((letter) => (
            <Form.Item key={letter} label={t('answerLetter', { letter })} name={ANSWER_FIELDS[letter as keyof typeof ANSWER_FIELDS]}>
              <RichTextField label={t('answerLetter', { letter })} height={EDITOR_HEIGHT.answer} />
            </Form.Item>
          ))}
          <Form.Item label={t('correctAnswer')} name="correctAnswer" extra={isChoice === 1 ? t('lettersHint') : undefined}>
            <CorrectAnswerField question={{ isChoice, numChoice }} />
          </Form.Item>
          <Form.Item label={t('solution')} name="description"><RichTextField label={t('solution')} height={EDITOR_HEIGHT.default} /></Form.Item>
          <Form.Item label={t('image')} name="image" extra={t('imageHint')}>
            <ImageUploadField onProblem={setProblem} onUploading={setUploading} previewAlt={t('questionImage')} className="tp-question-edit-image" />
          </Form.Item>
          <Form.Item name="showImg" valuePropName="checked"><Checkbox>{t('showImage')}</Checkbox></Form.Item>
          <Form.Item label={shared('source')} name="source"><SourceChoice onPick={() => setDialog('source')} /></Form.Item>
          {/* The filing is chosen in the Library picker; these keep it in the form's values (and watched). */}
          {(['libraryId', 'chapterId', 'sectionId'] as const).map((name) => (
            <Form.Item key={name} name={name} hidden>
              <Input />
            </Form.Item>
          ))}
          <Form.Item label={t('library')}>
            <LibraryField filing={{ libraryId, chapterId, sectionId }} libraries={libraries.data} onPick={() => setDialog('library')} onClear={() => file({ libraryId: '', chapterId: '', sectionId: '' })} />
          </Form.Item>
          <Form.Item label={t('counterpartIn', { language: CONTENT_LANGUAGE_LABELS[language === 'en' ? 'zh' : 'en'] })} name="referenceId">
            <CounterpartField language={language} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} className="tp-question-edit-save">
            {t('save')}
          </Button>
        </Form>
      </Card>
      <SourcePickerModal
        open={dialog === 'source'}
        multiple={false}
        onCancel={() => setDialog(null)}
        onSelect={([picked]) => {
          form.setFieldValue('source', picked ?? null);
          setDialog(null);
        }}
      />
      {dialog === 'library' ? (
        <LibraryPickerModal
          open
          libraries={libraries.data}
          loading={libraries.loading}
          error={libraries.error}
          current={{ libraryId, chapterId, sectionId }}
          onCancel={() => setDialog(null)}
          onSelect={file}
        />
      ) : null}
      {dialog === 'preview' ? <QuestionPreviewModal open question={values()} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
