import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GradebookExportFormat } from '@tp/contracts/gradebook';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { useTeachingTexts } from '../../../components/teaching-texts';
import { downloadGradebook, fetchGradebook } from '../api/gradebook';
import { filterGradebook } from '../utils/gradebook-filters';
import { GradebookTable } from './gradebook-table';
import './gradebook-page.css';

/** /teach/class/{id}/gradebook: the class's students and homework as a grid, with filters and Excel or CSV export. */
export function GradebookPage() {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  const { id = '' } = useParams();
  const { data: book, loading, error } = useApi((signal) => fetchGradebook(id, signal), [id]);
  const [examsOnly, setExamsOnly] = useState(false);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [exporting, setExporting] = useState<GradebookExportFormat>();
  const [problem, setProblem] = useState<string>();
  const shown = useMemo(() => book && filterGradebook(book, { examsOnly, overdueOnly }), [book, examsOnly, overdueOnly]);

  const exportAs = async (format: GradebookExportFormat) => {
    setProblem(undefined);
    setExporting(format);
    try {
      await downloadGradebook(id, format);
    } catch (failure) {
      setProblem(errorMessage(failure, t('gradebookNotExported')));
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <div className="tp-gradebook">
      <div className="tp-gradebook-head">
        <h1>{teaching('gradebook')}</h1>
        <span>
          <Link to={`/teach/class/${id}/addContent`}>{t('homeworkOfThisClass')}</Link> · <Link to="/teach/classlist">{teaching('myClasses')}</Link>
        </span>
      </div>
      {book ? <p style={{ margin: 0 }}>{book.class.name || teaching('untitledClass')}</p> : null}
      <ProblemAlert problem={problem ?? (error ? errorMessage(error, t('gradebookNotLoaded')) : undefined)} />
      {loading && !book ? <Loading /> : null}
      {book && shown ? (
        <>
          <div className="tp-gradebook-tools">
            <span role="group" aria-label={t('filters')}>
              <Checkbox checked={examsOnly} onChange={(e) => setExamsOnly(e.target.checked)}>{t('examsOnly')}</Checkbox>
              <Checkbox checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)}>{t('overdueOnly')}</Checkbox>
            </span>
            <span>
              <Button onClick={() => void exportAs('xlsx')} loading={exporting === 'xlsx'} disabled={!!exporting}>{t('exportExcel')}</Button>
              <Button onClick={() => void exportAs('csv')} loading={exporting === 'csv'} disabled={!!exporting}>{t('exportCsv')}</Button>
            </span>
          </div>
          {book.columns.length === 0 ? <p>{t('noHomeworkYet')}</p> : null}
          <GradebookTable book={shown} loading={loading} />
        </>
      ) : null}
    </div>
  );
}
