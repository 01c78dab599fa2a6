import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassView } from '@tp/contracts/classes';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES } from '@tp/web-kit/content-language';
import { ImageUploadField } from '@tp/web-kit/image-upload-field';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { InputNumber } from '@tp/web-kit/ui/input-number';
import { message } from '@tp/web-kit/ui/message';
import { Radio } from '@tp/web-kit/ui/radio';
import { Switch } from '@tp/web-kit/ui/switch';
import { Tabs } from '@tp/web-kit/ui/tabs';
import { useEditorTexts } from '../../../components/editor-texts';
import { SourcePickerModal } from '../../../components/source-picker/source-picker-modal';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { updateClassIntro } from '../api/update-class-intro';
import { richTextLimitProblem, toClassForm, toUpdateBody, withSources, type ChosenSource, type ClassForm } from '../utils/class-form';
import { CategoryField } from './category-field';
import { DateTimeField } from './date-time-field';
import { RichTextField } from './rich-text-field';
import { SourceField } from './source-field';

const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));
const RICH_FIELDS = [
  { name: 'introduction', label: 'introduction' },
  { name: 'description', label: 'description' },
  { name: 'bulletin', label: 'bulletin' },
  { name: 'paymentInfo', label: 'paymentInformation' },
] as const;
/** Dollars, as the server takes them: ≥ 0 with two decimals. */
const DOLLARS = { min: 0, precision: 2, step: 1, style: { width: '100%' } } as const;

/** Edit Class: every updateClassIntro field; server messages in the form's red alert. */
export function ClassEditForm({ cls }: { cls: ClassView }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const [form] = Form.useForm<ClassForm>();
  const autoPublish = Form.useWatch('autoPublish', form) ?? cls.autoPublish;
  const { busy, problem, setProblem, submit: send } = useSubmission();
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);

  const save = () => {
    const values = { ...toClassForm(cls), ...form.getFieldsValue(true) } as ClassForm;
    return send(
      async () => {
        const saved = await updateClassIntro(toUpdateBody(cls._id, values));
        form.setFieldsValue(toClassForm(saved));
        message.success('Successfully saved');
      },
      { check: () => richTextLimitProblem(values) },
    );
  };

  return (
    <div className="tp-class-edit">
      <Card>
        <div className="tp-class-edit-head">
          <h1>{t('editClass')}</h1>
          <span className="tp-class-edit-links">
            <Link to={`/teach/class/${cls._id}/addStudent`}>{shared('students')}</Link>
            <Link to="/teach/classlist">{t('backToMyClasses')}</Link>
          </span>
        </div>
        <ProblemAlert problem={problem} />
        <Form<ClassForm> form={form} layout="vertical" initialValues={toClassForm(cls)} onFinish={save} disabled={busy}>
          <div className="tp-class-edit-grid">
            <Form.Item label={shared('name')} name="name"><Input maxLength={200} /></Form.Item>
            <Form.Item label={shared('category')} name="category"><CategoryField /></Form.Item>
            <Form.Item label={t('language')} name="language"><Radio.Group options={LANGUAGE_OPTIONS} optionType="button" /></Form.Item>
            <Form.Item label={t('registerLink')} name="registerLink"><Input inputMode="url" /></Form.Item>
          </div>
          <div className="tp-class-edit-grid tp-class-edit-grid-tight">
            <Form.Item label={t('startDate')} name="startDate"><DateTimeField /></Form.Item>
            <Form.Item label={t('endDate')} name="endDate"><DateTimeField /></Form.Item>
            <Form.Item label={t('price')} name="price"><InputNumber {...DOLLARS} /></Form.Item>
            <Form.Item label={t('monthlyPrice')} name="monthlyPrice"><InputNumber {...DOLLARS} /></Form.Item>
            <Form.Item label={t('yearlyPrice')} name="yearlyPrice"><InputNumber {...DOLLARS} /></Form.Item>
          </div>
          <Form.Item label={t('image')} name="image" extra={t('imageHint')}>
            <ImageUploadField
              onProblem={setProblem}
              onUploading={setUploading}
              previewAlt={t('classImage')}
              buttonLabel={t('uploadClassImage')}
              className="tp-class-edit-image"
              empty={<div className="tp-class-edit-image-none">{t('noImage')}</div>}
            />
          </Form.Item>
          <div className="tp-class-edit-switches">
            <Form.Item name="includeLibrary" valuePropName="checked"><Checkbox>{t('includeLibrary')}</Checkbox></Form.Item>
            <Form.Item label={t('autoPublish')} name="autoPublish" valuePropName="checked" layout="horizontal"><Switch /></Form.Item>
            {/* The accuracy is a number input shown only while Auto Publish is on. */}
            {autoPublish ? (
              <Form.Item label={t('autoPublishAccuracy')} name="autoPublishAccuracy" layout="horizontal">
                <InputNumber min={0} max={100} precision={0} />
              </Form.Item>
            ) : null}
          </div>
          <Form.Item label={t('sources')} name="source">
            <SourceField onAdd={() => setPicking(true)} />
          </Form.Item>
          <Tabs
            items={RICH_FIELDS.map(({ name, label }) => ({
              key: name,
              label: t(label),
              forceRender: true,
              children: (
                <Form.Item name={name} noStyle>
                  <RichTextField label={t(label)} />
                </Form.Item>
              ),
            }))}
          />
          {/* `|| undefined`: while no upload runs, the form's own disabled state (busy) still applies to Save. */}
          <Button type="primary" htmlType="submit" loading={busy} disabled={uploading || undefined} className="tp-class-edit-save">
            {t('save')}
          </Button>
        </Form>
      </Card>
      <SourcePickerModal
        open={picking}
        onCancel={() => setPicking(false)}
        onSelect={(picked) => {
          form.setFieldValue('source', withSources(form.getFieldValue('source') as ChosenSource[], picked));
          setPicking(false);
        }}
      />
    </div>
  );
}
