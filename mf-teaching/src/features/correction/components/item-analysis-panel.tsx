import { lazy } from 'react';
import type { ItemAnalysisQuestion } from '@tp/contracts/item-analysis';
import { errorMessage } from '@tp/web-kit/api-error';
import { ChartFigure } from '@tp/web-kit/chart-figure';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { Table } from '@tp/web-kit/ui/table';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { useApi } from '@tp/web-kit/use-api';
import { fetchItemAnalysis } from '../api/item-analysis';
import { basisSentence, percent, twoDecimals, VERDICT_LABELS } from '../utils/item-analysis-labels';
import { scoreDistributionSummary, scoreDistributionTable } from '../utils/score-distribution-summary';

// The chart library is a chunk of its own, loaded only when there are scores to draw.
const ScoreHistogramChart = lazy(async () => ({ default: (await import('./score-histogram-chart')).ScoreHistogramChart }));

interface ItemAnalysisPanelProps {
  classId: string;
  homeworkId: string;
  /** Changes whenever the correction list is read again (a mark changes the scores): the analysis is read again. */
  refresh: unknown;
}

/**
 * The homework's item analysis on the correction screen: the score distribution, alpha, and per question facility,
 * discrimination, flag.
 */
export function ItemAnalysisPanel({ classId, homeworkId, refresh }: ItemAnalysisPanelProps) {
  const analysis = useApi((signal) => fetchItemAnalysis(classId, homeworkId, signal), [classId, homeworkId, refresh]);
  const data = analysis.data;

  return (
    <section className="tp-item-analysis" aria-labelledby="tp-item-analysis-title">
      <h2 id="tp-item-analysis-title">Item analysis</h2>
      <ProblemAlert problem={analysis.error ? errorMessage(analysis.error, 'The item analysis could not be loaded') : undefined} />
      {data ? (
        <>
          <p>{basisSentence(data)}</p>
          <p className="tp-item-analysis-alpha">
            <strong>Cronbach's alpha: {data.alpha === null ? 'not enough data' : twoDecimals(data.alpha)}</strong>
            <span>
              {' '}
              How consistently the questions measure the same skill (1 at most; 0.7 or more is usual for a test that counts). Needs at least{' '}
              {data.minStudents} finished exercises and scores that differ.
            </span>
          </p>
          <ChartFigure
            title="Score distribution"
            summary={scoreDistributionSummary(data.scoreBins)}
            table={scoreDistributionTable(data.scoreBins)}
            empty={data.students ? undefined : 'No finished exercise yet: the scores show here once students finish.'}
          >
            <ScoreHistogramChart bins={data.scoreBins} />
          </ChartFigure>
          {data.awaitingMark ? (
            <p>
              {data.awaitingMark} {data.awaitingMark === 1 ? 'answer waits' : 'answers wait'} for your mark; until marked they count as wrong.
            </p>
          ) : null}
          <Table<ItemAnalysisQuestion>
            rowKey="questionId"
            size="small"
            loading={analysis.loading}
            dataSource={data.questions}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Question', key: 'question', render: (_, q) => `Q${q.number}. ${q.name}` },
              { title: 'Facility', key: 'facility', render: (_, q) => percent(q.facility) },
              { title: 'Discrimination', key: 'discrimination', render: (_, q) => twoDecimals(q.discrimination) },
              {
                title: 'Flag',
                key: 'flag',
                render: (_, q) => (
                  <Tooltip title={VERDICT_LABELS[q.verdict].hint}>
                    <span tabIndex={0}>
                      <ToneTag tone={VERDICT_LABELS[q.verdict].tone}>{VERDICT_LABELS[q.verdict].text}</ToneTag>
                    </span>
                  </Tooltip>
                ),
              },
            ]}
          />
          <p className="tp-correction-note">
            Facility: the share of students who got the question right. Discrimination: how well the question's score goes with the score on
            the rest of the homework (−1 to 1, as Moodle's quiz statistics compute it).
          </p>
        </>
      ) : null}
    </section>
  );
}
