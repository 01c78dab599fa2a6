import type { GradebookChildRow, GradebookRow } from '@tp/contracts/gradebook';
import { ApiError, errorMessage } from '@tp/web-kit/api-error';
import { GradebookCellView, percentText } from '@tp/web-kit/gradebook-cell';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useApi } from '@tp/web-kit/use-api';
import { Table } from '@tp/web-kit/ui/table';
import { fetchGradebookRow } from '../api/gradebook-row';
import { useParentExercisesTexts } from '../parent-exercises-texts';

/** The child's row of the class's gradebook, as the teacher sees it (accuracy once handed in), with the average. */
export function ChildGradebookRow({ classId, studentId }: { classId: string; studentId: string }) {
  const t = useParentExercisesTexts();
  const { data, loading, error } = useApi<GradebookChildRow | undefined>((signal) => fetchGradebookRow(classId, studentId, signal), [classId, studentId]);
  // A child with no homework in the class yet has no row: nothing to show, not an error.
  if (error instanceof ApiError && error.status === 404) return null;
  return (
    <section aria-label={t('gradebook')} style={{ marginBottom: 16 }}>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{t('gradebook')}</h2>
      <ProblemAlert problem={error ? errorMessage(error, t('gradebookNotLoaded')) : undefined} />
      <Table<GradebookRow>
        rowKey={(row) => row.student._id}
        loading={loading}
        dataSource={data ? [data.row] : []}
        pagination={false}
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('student'), key: 'student', fixed: 'left', render: (_, row) => row.student.name },
          ...(data?.columns ?? []).map((column, index) => ({
            title: column.isExam ? t('examColumn', { name: column.name }) : column.name,
            key: column._id,
            render: (_: unknown, row: GradebookRow) => <GradebookCellView cell={row.cells[index]} />,
          })),
          { title: t('average'), key: 'average', render: (_, row) => <strong>{percentText(row.average)}</strong> },
        ]}
      />
    </section>
  );
}
