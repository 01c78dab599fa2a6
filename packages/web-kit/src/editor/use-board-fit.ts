import { useEffect, useState } from 'react';
import { boardSizeFor, type BoardFit } from '@tp/web-kit/editor/board-size';

function currentFit(): BoardFit {
  if (typeof window === 'undefined') return boardSizeFor({ width: 1920, height: 1080 });
  return boardSizeFor({ width: window.innerWidth, height: window.innerHeight });
}

/** The board's fit to the window now, kept up to date while the window is resized or the phone turned. */
export function useBoardFit(active: boolean): BoardFit {
  const [fit, setFit] = useState(currentFit);
  useEffect(() => {
    if (!active) return;
    const update = () => setFit((previous) => {
      const next = currentFit();
      return next.size === previous.size && next.layout === previous.layout ? previous : next;
    });
    update(); // the window may have changed while the board was closed
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, [active]);
  return fit;
}
