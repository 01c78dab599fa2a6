import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GradebookExportFormat } from '@tp/contracts/gradebook';
import { errorMessage } from '@tp/web-kit/api-error';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Button } from '@tp/web-kit/ui/button';
import { Checkbox } from '@tp/web-kit/ui/checkbox';
import { downloadGradebook, fetchGradebook } from '../api/gradebook';
import { filterGradebook } from '../utils/gradebook-filters';
import { GradebookTable } from './gradebook-table';
import './gradebook-page.css';

/** /teach/class/{id}/gradebook: the class's students and homework as a grid, with filters and Excel or CSV export. */
export function GradebookPage() {
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
      setProblem(errorMessage(failure, 'The gradebook could not be exported'));
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <div className="tp-gradebook">
      <div className="tp-gradebook-head">
        <h1>Gradebook</h1>
        <span>
          <Link to={`/teach/class/${id}/addContent`}>Homework of this class</Link> · <Link to="/teach/classlist">My Classes</Link>
        </span>
      </div>
      {book ? <p style={{ margin: 0 }}>{book.class.name || 'Untitled class'}</p> : null}
      <ProblemAlert problem={problem ?? (error ? errorMessage(error, 'The gradebook could not be loaded') : undefined)} />
      {loading && !book ? <Loading /> : null}
      {book && shown ? (
        <>
          <div className="tp-gradebook-tools">
            <span role="group" aria-label="Filters">
              <Checkbox checked={examsOnly} onChange={(e) => setExamsOnly(e.target.checked)}>Exams only</Checkbox>
              <Checkbox checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)}>Overdue only</Checkbox>
            </span>
            <span>
              <Button onClick={() => void exportAs('xlsx')} loading={exporting === 'xlsx'} disabled={!!exporting}>Export to Excel</Button>
              <Button onClick={() => void exportAs('csv')} loading={exporting === 'csv'} disabled={!!exporting}>Export to CSV</Button>
            </span>
          </div>
          {book.columns.length === 0 ? <p>This class has no homework yet.</p> : null}
          <GradebookTable book={shown} loading={loading} />
        </>
      ) : null}
    </div>
  );
}
