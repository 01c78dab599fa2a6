import { ToneTag } from '@tp/web-kit/tone-tag';

/** A question's difficulty, 1 (easiest) to 5. */
export function DifficultyTag({ difficulty }: { difficulty: number }) {
  return <ToneTag tone="busy">Difficulty {difficulty} of 5</ToneTag>;
}
