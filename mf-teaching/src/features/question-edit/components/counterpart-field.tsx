import { Link } from 'react-router';
import { CONTENT_LANGUAGE_LABELS, type ContentLanguage } from '@tp/web-kit/content-language';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useApi } from '@tp/web-kit/use-api';
import { Select } from '@tp/web-kit/ui/select';
import { useEditorTexts } from '../../../components/editor-texts';
import { fetchAllQuestions } from '../api/question';

interface CounterpartFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The question's own language: its counterpart is in the other one. */
  language: ContentLanguage;
}

const otherLanguage = (language: ContentLanguage): ContentLanguage => (language === 'en' ? 'zh' : 'en');

/**
 * The same question in the other language, chosen among the teacher's questions in that language (the link is
 * made both ways when saved). The edit page of a question opens its counterpart when the teacher works in the
 * counterpart's language.
 */
export function CounterpartField({ value = '', onChange, id, language }: CounterpartFieldProps) {
  const t = useEditorTexts();
  const other = otherLanguage(language);
  const { data, loading } = useApi((signal) => fetchAllQuestions(other, signal), [other]);
  const options = (data ?? []).map((question) => ({ value: question._id, label: question.name.trim() || t('untitledQuestion') }));
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: loading ? inInterfaceLanguage('Loading...') : t('linkedQuestion') });

  return (
    <div className="tp-question-edit-inline">
      <Select
        id={id}
        value={value || undefined}
        onChange={(chosen?: string) => onChange?.(chosen ?? '')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={loading}
        placeholder={t('noneChooseVersion', { language: CONTENT_LANGUAGE_LABELS[other] })}
        options={options}
        style={{ minWidth: 320 }}
        notFoundContent={t('noQuestionIn', { language: CONTENT_LANGUAGE_LABELS[other] })}
      />
      {value ? <Link to={`/teach/question/${value}/edit`}>{t('openCounterpart')}</Link> : null}
    </div>
  );
}
