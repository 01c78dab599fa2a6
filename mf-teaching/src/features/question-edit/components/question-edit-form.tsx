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
import { SourcePickerModal } from '../../../components/source-picker/source-picker-modal';
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
const TYPE_OPTIONS = [
  { value: 0, label: 'Single choice' },
  { value: 1, label: 'Multiple choice' },
  { value: 2, label: 'Free response' },
];
const DIFFICULTY_OPTIONS = Array.from({ length: DIFFICULTY_MAX - DIFFICULTY_MIN + 1 }, (_, i) => ({ value: DIFFICULTY_MIN + i, label: String(DIFFICULTY_MIN + i) }));

type Dialog = 'source' | 'library' | 'preview' | null;

/** Edit Question: the form follows the type; rules checked here with the server's own functions, its refusals in the alert. */
export function QuestionEditForm({ question }: { question: QuestionView }) {
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
          <h1>Edit Question</h1>
          <span className="tp-question-edit-links">
            <Button onClick={() => setDialog('preview')}>Preview</Button>
            <Link to="/teach/questionlist">Back to my questions</Link>
          </span>
        </div>
        <ProblemAlert problem={problem} />
        <Form<QuestionForm> form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={busy}>
          <div className="tp-question-edit-grid">
            <Form.Item label="Name" name="name"><Input maxLength={QUESTION_NAME_MAX} /></Form.Item>
            <Form.Item label="Category" name="category"><Input maxLength={QUESTION_CATEGORY_MAX} /></Form.Item>
            <Form.Item label="Copyright" name="copyright"><Input maxLength={QUESTION_COPYRIGHT_MAX} /></Form.Item>
            <Form.Item label="Language" name="language"><Radio.Group options={LANGUAGE_OPTIONS} optionType="button" /></Form.Item>
          </div>
          <div className="tp-question-edit-grid">
            <Form.Item label="Type" name="isChoice"><Select options={TYPE_OPTIONS} /></Form.Item>
            {/* Choices only for the choice types; E only with five. */}
            {isChoice !== 2 ? (
              <Form.Item label="Number of choices" name="numChoice"><Radio.Group options={[4, 5].map((n) => ({ value: n, label: String(n) }))} optionType="button" /></Form.Item>
            ) : null}
            <Form.Item label="Difficulty" name="difficuty"><Select options={DIFFICULTY_OPTIONS} /></Form.Item>
          </div>
          <Form.Item label="Question text" name="qText"><RichTextField label="Question text" height={EDITOR_HEIGHT.default} /></Form.Item>
          {offeredLetters({ isChoice, numChoice }).map((letter) => (
            <Form.Item key={letter} label={`Answer ${letter}`} name={ANSWER_FIELDS[letter as keyof typeof ANSWER_FIELDS]}>
              <RichTextField label={`Answer ${letter}`} height={EDITOR_HEIGHT.answer} />
            </Form.Item>
          ))}
          <Form.Item label="Correct answer" name="correctAnswer" extra={isChoice === 1 ? 'Letters separated by commas, such as A,C; they are saved in order.' : undefined}>
            <CorrectAnswerField question={{ isChoice, numChoice }} />
          </Form.Item>
          <Form.Item label="Solution" name="description"><RichTextField label="Solution" height={EDITOR_HEIGHT.default} /></Form.Item>
          <Form.Item label="Image" name="image" extra="Upload a picture (PNG, JPEG, GIF or WebP, up to 5 MB), or give an https address.">
            <ImageUploadField onProblem={setProblem} onUploading={setUploading} previewAlt="Question image" className="tp-question-edit-image" />
          </Form.Item>
          <Form.Item name="showImg" valuePropName="checked"><Checkbox>Show image</Checkbox></Form.Item>
          <Form.Item label="Source" name="source"><SourceChoice onPick={() => setDialog('source')} /></Form.Item>
          {/* The filing is chosen in the Library picker; these keep it in the form's values (and watched). */}
          {(['libraryId', 'chapterId', 'sectionId'] as const).map((name) => (
            <Form.Item key={name} name={name} hidden>
              <Input />
            </Form.Item>
          ))}
          <Form.Item label="Library">
            <LibraryField filing={{ libraryId, chapterId, sectionId }} libraries={libraries.data} onPick={() => setDialog('library')} onClear={() => file({ libraryId: '', chapterId: '', sectionId: '' })} />
          </Form.Item>
          <Form.Item label={`Counterpart (${CONTENT_LANGUAGE_LABELS[language === 'en' ? 'zh' : 'en']})`} name="referenceId">
            <CounterpartField language={language} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} className="tp-question-edit-save">
            Save
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
