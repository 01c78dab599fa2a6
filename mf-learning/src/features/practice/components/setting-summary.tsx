import { PRACTICE_DIFFICULTY_LABELS, PRACTICE_DIFFICULTY_RANGES, type PracticeSetting } from '@tp/contracts/practice';
import { Descriptions } from '@tp/web-kit/ui/descriptions';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { selectionLabel, type PickerNode } from '../utils/library-selections';

/** 'Easy (difficulty 1–2)', 'Medium (difficulty 3)'. */
export function difficultyText(difficulty: PracticeSetting['difficulty']): string {
  const { min, max } = PRACTICE_DIFFICULTY_RANGES[difficulty];
  return `${PRACTICE_DIFFICULTY_LABELS[difficulty]} (difficulty ${min === max ? min : `${min}–${max}`})`;
}

/** The saved setting as REPORT shows it; what the student can no longer practise from is marked expired. */
export function SettingSummary({ setting, tree }: { setting: PracticeSetting; tree: PickerNode[] }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'libraries',
          label: 'Libraries',
          children: (
            <div className="tp-practice-tags">
              {setting.libraries.map((s) => {
                const label = selectionLabel(s, tree);
                return (
                  <ToneTag key={`${s.libraryId}/${s.chapterId}/${s.sectionId}`} tone={s.expired || !label ? 'bad' : 'plain'}>
                    {label ?? 'A library no longer open to you'}
                    {s.expired || !label ? ' (expired)' : ''}
                  </ToneTag>
                );
              })}
            </div>
          ),
        },
        {
          key: 'sources',
          label: 'Sources',
          children: (
            <div className="tp-practice-tags">
              {setting.sources.map((s) => (
                <ToneTag key={s._id} tone={s.expired ? 'bad' : 'plain'}>
                  {s.name}
                  {s.expired ? ' (expired)' : ''}
                </ToneTag>
              ))}
            </div>
          ),
        },
        { key: 'difficulty', label: 'Difficulty', children: difficultyText(setting.difficulty) },
        { key: 'classroom', label: 'Classroom Student', children: setting.isClassroomStudent ? 'Yes' : 'No' },
        { key: 'saved', label: 'Saved', children: setting.savedAt ? new Date(setting.savedAt).toLocaleString() : '—' },
      ]}
    />
  );
}
