import { ToneTag } from '@tp/web-kit/tone-tag';
import { usePracticeTexts } from '../practice-texts';

/** A question's difficulty, 1 (easiest) to 5. */
export function DifficultyTag({ difficulty }: { difficulty: number }) {
  const t = usePracticeTexts();
  return <ToneTag tone="busy">{t('difficultyOf', { difficulty })}</ToneTag>;
}
