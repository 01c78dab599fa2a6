import { useState, type ReactNode } from 'react';
import { MathView } from '@tp/web-kit/math/math-view';
import { useLearningTexts } from './learning-texts';
import { Button } from '@tp/web-kit/ui/button';

interface SolutionPanelProps {
  /** The verdict's alert (right, wrong, given up, or waiting for the teacher). */
  verdict: ReactNode;
  correctAnswer: string;
  /** The solution, which the student may hide and show again. */
  description: string;
}

const inline = { display: 'inline-block' } as const;

/** After an answer is checked: the verdict, the correct answer and the solution (shown until hidden). */
export function SolutionPanel({ verdict, correctAnswer, description }: SolutionPanelProps) {
  const t = useLearningTexts();
  const [showSolution, setShowSolution] = useState(true);
  return (
    <section aria-label={t('solution')} style={{ display: 'grid', gap: 8 }}>
      {verdict}
      <div>
        {t('correctAnswer')} <MathView html={correctAnswer} style={inline} />
      </div>
      {description && (
        <>
          <Button size="small" style={{ justifySelf: 'start' }} onClick={() => setShowSolution((shown) => !shown)} aria-expanded={showSolution}>
            {showSolution ? t('hideSolution') : t('showSolution')}
          </Button>
          {showSolution && <MathView html={description} aria-label={t('theSolution')} />}
        </>
      )}
    </section>
  );
}
