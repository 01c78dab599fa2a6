import { lazy } from 'react';
import type { ItemAnalysisQuestion } from '@tp/contracts/item-analysis';
import { errorMessage } from '@tp/web-kit/api-error';
import { ChartFigure } from '@tp/web-kit/chart-figure';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { Table } from '@tp/web-kit/ui/table';
import { Tooltip } from '@tp/web-kit/ui/tooltip';
import { useApi } from '@tp/web-kit/use-api';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useCorrectionTexts } from '../correction-texts';
import { fetchItemAnalysis } from '../api/item-analysis';
import { basisSentence, percent, twoDecimals, verdictLabel } from '../utils/item-analysis-labels';
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
  const t = useClassWorkTexts();
  const c = useCorrectionTexts();
  const analysis = useApi((signal) => fetchItemAnalysis(classId, homeworkId, signal), [classId, homeworkId, refresh]);
  const data = analysis.data;

  return (
    <section className="tp-item-analysis" aria-labelledby="tp-item-analysis-title">
      <h2 id="tp-item-analysis-title">{c('itemAnalysis')}</h2>
      <ProblemAlert problem={analysis.error ? errorMessage(analysis.error, c('itemAnalysisNotLoaded')) : undefined} />
      {data ? (
        <>
          <p>{basisSentence(data)}</p>
          <p className="tp-item-analysis-alpha">
            <strong>{c('alpha', { value: data.alpha === null ? c('notEnoughData') : twoDecimals(data.alpha) })}</strong>
            <span> {c('alphaHint', { count: data.minStudents })}</span>
          </p>
          <ChartFigure
            title={c('scoreDistribution')}
            summary={scoreDistributionSummary(data.scoreBins)}
            table={scoreDistributionTable(data.scoreBins)}
            empty={data.students ? undefined : c('noFinishedExercise')}
          >
            <ScoreHistogramChart bins={data.scoreBins} />
          </ChartFigure>
          {data.awaitingMark ? (
            <p>{c(data.awaitingMark === 1 ? 'answerWaits' : 'answersWait', { count: data.awaitingMark })}</p>
          ) : null}
          <Table<ItemAnalysisQuestion>
            rowKey="questionId"
            size="small"
            loading={analysis.loading}
            dataSource={data.questions}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('question'), key: 'question', render: (_, q) => c('questionNamed', { number: q.number, name: q.name }) },
              { title: c('facility'), key: 'facility', render: (_, q) => percent(q.facility) },
              { title: c('discrimination'), key: 'discrimination', render: (_, q) => twoDecimals(q.discrimination) },
              {
                title: c('flag'),
                key: 'flag',
                render: (_, q) => {
                  const label = verdictLabel(q.verdict);
                  return (
                    <Tooltip title={label.hint}>
                      <span tabIndex={0}>
                        <ToneTag tone={label.tone}>{label.text}</ToneTag>
                      </span>
                    </Tooltip>
                  );
                },
              },
            ]}
          />
          <p className="tp-correction-note">{c('analysisNote')}</p>
        </>
      ) : null}
    </section>
  );
}
