import { Suspense, useId, type CSSProperties, type ReactNode } from 'react';
import { Loading } from '@tp/web-kit/loading';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';

/** Read by screen readers, not shown: the chart's numbers as a table (the canvas says nothing to them). */
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartFigureProps {
  title: string;
  /** One or two sentences saying what the chart shows, shown under the title for everyone. */
  summary: string;
  /** The same numbers as the chart, for screen readers. */
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  /** The chart itself: a lazily loaded component (the chart library is a chunk of its own), drawn when not empty. */
  children: ReactNode;
}

/**
 * A chart with a title, a short summary and a visually hidden table of its numbers, or an empty state. The chart
 * is hidden from assistive technology: the summary and table say what it draws.
 */
export function ChartFigure({ title, summary, table, empty, children }: ChartFigureProps) {
  const t = useKitScreensTexts();
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} style={{ margin: '16px 0' }}>
      <h3 id={titleId} style={{ fontSize: 16, margin: '0 0 4px' }}>
        {title}
      </h3>
      {empty ? (
        <p>{empty}</p>
      ) : (
        <>
          <p style={{ margin: '0 0 8px' }}>{summary}</p>
          <div aria-hidden="true" style={{ height: 260 }}>
            <Suspense fallback={<Loading label={t('loadingChart')} />}>{children}</Suspense>
          </div>
          <table style={VISUALLY_HIDDEN}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
