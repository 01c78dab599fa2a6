import type { QuestionReport } from '@tp/contracts/practice';
import { errorMessage } from '@tp/web-kit/api-error';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { message } from '@tp/web-kit/ui/message';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { formatWhen } from '../../../components/date-time';
import { useEditorTexts } from '../../../components/editor-texts';
import { fetchQuestionReports, resolveQuestionReport } from '../api/question-reports';

/** A report type's name (contracts' BUG_REPORT_TYPES: 1, 2, 3 Other); an unknown one is Other, as bugReportLabel says. */
const reportTypeKey = (errorType: number) => (errorType === 1 ? 'reportIncorrectQuestion' : errorType === 2 ? 'reportIncorrectAnswer' : 'reportOther');

/**
 * Reports from students: what students practising this question reported (Incorrect Question, Incorrect Answer,
 * Other), open ones first; the author marks one resolved once the question is fixed. Shown only when there are some.
 */
export function QuestionReportsPanel({ questionId }: { questionId: string }) {
  const t = useEditorTexts();
  const reports = useApi((signal) => fetchQuestionReports(questionId, signal), [questionId]);
  // No reports, no block at all: an empty one would stand first on the page, drawn as nothing.
  if (!reports.data?.length) return null;
  const open = reports.data.filter((r) => !r.resolvedAt).length;

  const resolve = async (report: QuestionReport) => {
    try {
      await resolveQuestionReport(report._id);
      message.success('Successfully saved');
      reports.reload();
    } catch (failure) {
      message.error(errorMessage(failure));
    }
  };

  return (
    <div className="tp-question-edit">
      <Card id="reports" title={t('reportsOpen', { open })} style={{ marginBottom: 16 }}>
        <ul className="tp-question-reports">
          {reports.data.map((report) => (
            <li key={report._id}>
              <div className="tp-question-reports-head">
                <strong>{t(reportTypeKey(report.errorType))}</strong>
                {report.resolvedAt ? <ToneTag tone="good">{t('resolved')}</ToneTag> : <ToneTag tone="bad">{t('open')}</ToneTag>}
                <span className="tp-question-reports-who">
                  {report.reporter.name}, {formatWhen(report.createdAt)}
                </span>
                {!report.resolvedAt && (
                  <Button size="small" onClick={() => void resolve(report)} aria-label={t('markResolvedOf', { name: report.reporter.name })}>
                    {t('markResolved')}
                  </Button>
                )}
              </div>
              {report.otherContent && <p className="tp-question-reports-text">{report.otherContent}</p>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
