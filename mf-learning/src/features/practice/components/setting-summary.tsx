import { PRACTICE_DIFFICULTY_RANGES, type PracticeSetting } from '@tp/contracts/practice';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { usePracticeTexts, type PracticeTexts } from '../practice-texts';
import { selectionLabel, type PickerNode } from '../utils/library-selections';

/** 'Easy (difficulty 1–2)', 'Medium (difficulty 3)'. */
export function difficultyText(difficulty: PracticeSetting['difficulty'], t: PracticeTexts): string {
  const { min, max } = PRACTICE_DIFFICULTY_RANGES[difficulty];
  return t('difficultyText', { label: t(difficulty), range: min === max ? min : `${min}–${max}` });
}

/** The saved setting as REPORT shows it; what the student can no longer practise from is marked expired. */
export function SettingSummary({ setting, tree }: { setting: PracticeSetting; tree: PickerNode[] }) {
  const t = usePracticeTexts();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'libraries',
          label: t('libraries'),
          children: (
            <div className="tp-practice-tags">
              {setting.libraries.map((s) => {
                const label = selectionLabel(s, tree);
                return (
                  <ToneTag key={`${s.libraryId}/${s.chapterId}/${s.sectionId}`} tone={s.expired || !label ? 'bad' : 'plain'}>
                    {s.expired || !label ? t('withExpired', { name: label ?? t('libraryGone') }) : label}
                  </ToneTag>
                );
              })}
            </div>
          ),
        },
        {
          key: 'sources',
          label: t('sources'),
          children: (
            <div className="tp-practice-tags">
              {setting.sources.map((s) => (
                <ToneTag key={s._id} tone={s.expired ? 'bad' : 'plain'}>
                  {s.expired ? t('withExpired', { name: s.name }) : s.name}
                </ToneTag>
              ))}
            </div>
          ),
        },
        { key: 'difficulty', label: t('difficulty'), children: difficultyText(setting.difficulty, t) },
        { key: 'classroom', label: t('classroomStudent'), children: t(setting.isClassroomStudent ? 'yes' : 'no') },
        { key: 'saved', label: t('saved'), children: setting.savedAt ? new Date(setting.savedAt).toLocaleString() : '—' },
      ]}
    />
  );
}
