import { useState } from 'react';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Select } from '@tp/web-kit/ui/select';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { searchSources } from '../api/teacher-library';
import './source-filter.css';

/** /teacher/library: choose a source, then Search applies it; Reset shows every source again. */
export function SourceFilter({ onApply }: { onApply: (sourceId: string | undefined) => void }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string>();
  const { data, loading } = useApi((signal) => searchSources(keyword, signal), [keyword]);

  return (
    <div className="tp-teacher-library-filter">
      <Select
        aria-label={shared('source')}
        placeholder={shared('source')}
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={loading}
        value={chosen}
        onChange={setChosen}
        options={(data ?? []).map((s) => ({ value: s._id, label: s.name }))}
        notFoundContent={t('noSourceFound')}
        style={{ width: 260 }}
      />
      <Button type="primary" onClick={() => onApply(chosen)}>
        {shared('search')}
      </Button>
      <Button
        onClick={() => {
          setChosen(undefined);
          setKeyword('');
          onApply(undefined);
        }}
      >
        {t('reset')}
      </Button>
    </div>
  );
}
