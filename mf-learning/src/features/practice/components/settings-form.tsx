import { useState } from 'react';
import {
  PRACTICE_DIFFICULTIES, practiceSettingProblem, settingsCountLabel, type PracticeDifficulty, type PracticeSetting,
} from '@tp/contracts/practice';
import type { SourceView } from '@tp/contracts/sources';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Button } from '@tp/web-kit/ui/button';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { message } from '@tp/web-kit/ui/message';
import { Radio } from '@tp/web-kit/ui/radio';
import { Tag } from '@tp/web-kit/ui/tag';
import { TreeSelect } from '@tp/web-kit/ui/tree-select';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { saveSetting } from '../api/practice-setting';
import { practiceProblem, usePracticeTexts } from '../practice-texts';
import { selectionKey, selectionLabel, selectionsOf, type PickerNode } from '../utils/library-selections';
import { difficultyText } from './setting-summary';
import { SourcePickerModal } from './source-picker-modal';

interface SettingsFormProps {
  setting: PracticeSetting;
  tree: PickerNode[];
  onSaved: () => void;
  onPlay: () => void;
}

/**
 * Libraries (library, chapter or section), sources, difficulty and the read-only Classroom Student box; Save
 * ('Please select library', then 'Please select source'). What the student can no longer practise from shows as
 * expired and is left out when saving.
 */
export function SettingsForm({ setting, tree, onSaved, onPlay }: SettingsFormProps) {
  const t = usePracticeTexts();
  const open = setting.libraries.filter((s) => !s.expired && selectionLabel(s, tree) !== null);
  const lost = setting.libraries.filter((s) => !open.includes(s));
  const [keys, setKeys] = useState<string[]>(open.map(selectionKey));
  const [sources, setSources] = useState<PracticeSetting['sources']>(setting.sources);
  const [difficulty, setDifficulty] = useState<PracticeDifficulty>(setting.difficulty);
  const [picking, setPicking] = useState(false);
  const { busy, problem, submit } = useSubmission();

  const libraries = selectionsOf(keys, tree);
  const liveSources = sources.filter((s) => !s.expired);

  const addSources = (picked: SourceView[]) => {
    setSources((current) => [...current, ...picked.filter((p) => !current.some((c) => c._id === p._id)).map((p) => ({ ...p, expired: false }))]);
    setPicking(false);
  };

  const save = () =>
    submit(
      async () => {
        const count = await saveSetting({ libraries, sources: liveSources.map(({ _id, name }) => ({ _id, name })), difficulty });
        message.success(t('settingsSaved', { count: settingsCountLabel(count) }));
        onSaved();
      },
      {
        check: () => {
          const broken = practiceSettingProblem({ libraries, sources: liveSources });
          return broken ? practiceProblem(broken) : undefined;
        },
      },
    );

  return (
    <form className="tp-practice-settings" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label={t('settingsLabel')}>
      <div className="tp-practice-field">
        <label className="tp-practice-label" htmlFor="tp-practice-libraries">{t('libraries')}</label>
        <TreeSelect
          id="tp-practice-libraries"
          aria-label={t('libraries')}
          treeData={tree}
          value={keys}
          onChange={(value: string[]) => setKeys(value)}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_PARENT}
          placeholder={t('choosePlaceholder')}
          style={{ width: '100%' }}
          treeDefaultExpandAll
          allowClear
        />
        {lost.length > 0 && (
          <div className="tp-practice-tags" style={{ marginTop: 8 }}>
            {lost.map((s) => (
              <ToneTag key={selectionKey(s)} tone="bad">
                {t('libraryLost')}
              </ToneTag>
            ))}
          </div>
        )}
      </div>
      <div className="tp-practice-field">
        <span className="tp-practice-label" id="tp-practice-sources">{t('sources')}</span>
        {sources.length === 0 ? (
          <p className="tp-practice-muted">{t('noSource')}</p>
        ) : (
          <ul className="tp-practice-tags" aria-labelledby="tp-practice-sources">
            {sources.map((s) => (
              <li key={s._id}>
                <Tag
                  closable
                  closeIcon={<span aria-label={t('removeOf', { name: s.name })}>×</span>}
                  onClose={() => setSources((current) => current.filter((c) => c._id !== s._id))}
                  color={s.expired ? 'error' : undefined}
                  style={s.expired ? { color: '#a8071a' } : undefined}
                >
                  {s.expired ? t('sourceExpired', { name: s.name }) : s.name}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <Button onClick={() => setPicking(true)}>{t('chooseSources')}</Button>
      </div>
      <div className="tp-practice-field">
        <span className="tp-practice-label" id="tp-practice-difficulty">{t('difficulty')}</span>
        <Radio.Group
          aria-labelledby="tp-practice-difficulty"
          value={difficulty}
          onChange={(event) => setDifficulty(event.target.value as PracticeDifficulty)}
          options={PRACTICE_DIFFICULTIES.map((d) => ({ value: d, label: difficultyText(d, t) }))}
        />
      </div>
      <div className="tp-practice-field">
        <Checkbox checked={setting.isClassroomStudent} disabled>
          {t('classroomStudent')}
        </Checkbox>
        <div className="tp-practice-muted" style={{ marginTop: 4 }}>
          {t(setting.isClassroomStudent ? 'onLibraryClass' : 'noLibraryClass')}
        </div>
      </div>
      <ProblemAlert problem={problem} />
      <div className="tp-practice-actions">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('save')}
        </Button>
        {setting.saved && setting.total > setting.done && <Button onClick={onPlay}>{t('goToPlay')}</Button>}
      </div>
      {picking && <SourcePickerModal onCancel={() => setPicking(false)} onSelect={addSources} />}
    </form>
  );
}
