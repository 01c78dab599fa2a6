import { useState } from 'react';
import type { ClassView } from '@tp/contracts/classes';
import { errorMessage } from '@tp/web-kit/api-error';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Select } from '@tp/web-kit/ui/select';
import { Switch } from '@tp/web-kit/ui/switch';
import { useEditorTexts } from '../../../components/editor-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { addHomeworkToClass, searchHomework } from '../api/class-content';

/** Picks one of the teacher's homework (searched by name, in the class's language) and adds it, published or not. */
export function AddHomeworkForm({ cls, act }: { cls: ClassView; act: (run: () => Promise<void>) => Promise<boolean> }) {
  const t = useEditorTexts();
  const shared = useTeachingTexts();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [isPub, setIsPub] = useState(true);
  const [busy, setBusy] = useState(false);
  const found = useApi((signal) => searchHomework(search, cls.language, signal), [search, cls.language]);

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    const added = await act(async () => {
      await addHomeworkToClass(cls._id, chosen, isPub);
      message.success('Add success');
    });
    setBusy(false);
    if (added) setChosen(undefined);
  };

  return (
    <div className="tp-add-content-form">
      <Select
        aria-label={shared('homework')}
        placeholder={t('searchYourHomework')}
        showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim()) }}
        value={chosen}
        onChange={(value: string) => setChosen(value)}
        loading={found.loading}
        notFoundContent={found.error ? errorMessage(found.error) : inInterfaceLanguage('No Homeworks found, change language or search again')}
        options={(found.data ?? []).map((homework) => ({ value: homework._id, label: homework.name || shared('untitledHomework') }))}
      />
      <label>
        {shared('publish')} <Switch aria-label={shared('publish')} checked={isPub} onChange={setIsPub} />
      </label>
      <Button type="primary" onClick={add} disabled={!chosen} loading={busy}>
        {t('add')}
      </Button>
    </div>
  );
}
