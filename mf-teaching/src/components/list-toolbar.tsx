import type { ReactNode } from 'react';
import { Button } from '@tp/web-kit/ui/button';
import { Input } from '@tp/web-kit/ui/input';
import { Radio } from '@tp/web-kit/ui/radio';
import { CONTENT_LANGUAGE_LABELS, CONTENT_LANGUAGES, type ContentLanguage } from '@tp/web-kit/content-language';
import { useTeachingTexts } from './teaching-texts';
import './list-toolbar.css';

const LANGUAGE_OPTIONS = CONTENT_LANGUAGES.map((value) => ({ value, label: CONTENT_LANGUAGE_LABELS[value] }));

interface ListToolbarProps {
  title: string;
  /** What the list holds, for the controls' accessible names: 'Class' → 'Class language'; 'classes' → 'Search classes'. */
  languageLabel: string;
  searchLabel: string;
  language: ContentLanguage;
  onLanguage: (language: ContentLanguage) => void;
  /** The trimmed name to search for ('' for all). */
  onSearch: (name: string) => void;
  /** The Create button ('Create Class'), busy while `creating`. */
  createLabel: string;
  onCreate: () => void;
  creating: boolean;
  /** The list's other buttons (import...). */
  children?: ReactNode;
}

/** The bar above each of a teacher's lists: its title, the content language, a name search, Create, the list's buttons. */
export function ListToolbar({ title, languageLabel, searchLabel, language, onLanguage, onSearch, createLabel, onCreate, creating, children }: ListToolbarProps) {
  const t = useTeachingTexts();
  return (
    <div className="tp-list-toolbar">
      <h1>{title}</h1>
      <Radio.Group
        aria-label={t('listLanguage', { what: languageLabel })}
        options={LANGUAGE_OPTIONS}
        optionType="button"
        value={language}
        onChange={(event) => onLanguage(event.target.value as ContentLanguage)}
      />
      <Input.Search aria-label={t('searchList', { what: searchLabel })} placeholder={t('searchByName')} allowClear enterButton={t('search')} onSearch={(value) => onSearch(value.trim())} />
      <Button type="primary" onClick={onCreate} loading={creating}>
        {createLabel}
      </Button>
      {children}
    </div>
  );
}
