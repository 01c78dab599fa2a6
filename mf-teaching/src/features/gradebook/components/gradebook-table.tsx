import { Link } from 'react-router';
import type { Gradebook, GradebookRow } from '@tp/contracts/gradebook';
import { GradebookCellView, percentText } from '@tp/web-kit/gradebook-cell';
import { Table } from '@tp/web-kit/ui/table';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { useClassWorkTexts } from '../../../components/class-work-texts';
import { formatDay } from '../../../components/date-time';
import { useTeachingTexts } from '../../../components/teaching-texts';

/**
 * The grid: students down (the name column stays on screen), homework across (scrolls sideways), each cell linking
 * to the homework's correction screen; the student's average at the right, the homework's averages in the last row.
 */
export function GradebookTable({ book, loading }: { book: Gradebook; loading: boolean }) {
  const t = useClassWorkTexts();
  const teaching = useTeachingTexts();
  const classId = book.class._id;
  return (
    <Table<GradebookRow>
      rowKey={(row) => row.student._id}
      loading={loading}
      dataSource={book.rows}
      pagination={false}
      size="small"
      bordered
      sticky
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noStudentToShow') }}
      columns={[
        {
          title: t('student'),
          key: 'student',
          fixed: 'left',
          width: 200,
          render: (_, row) => <Link to={`/teacher/exercise/${classId}/${row.student._id}`}>{row.student.name || t('unnamedStudent')}</Link>,
        },
        ...book.columns.map((column, index) => ({
          title: (
            <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
              <span>
                {column.name || teaching('untitledHomework')} {column.isExam ? <ToneTag tone="exam">{t('exam')}</ToneTag> : null}
              </span>
              <small style={{ fontWeight: 'normal' }}>{column.dueDate ? t('dueOn', { day: formatDay(column.dueDate) }) : t('noDueDate')}</small>
            </span>
          ),
          key: column._id,
          width: 170,
          render: (_: unknown, row: GradebookRow) => {
            const cell = row.cells[index];
            if (!cell) return <GradebookCellView cell={null} />;
            return (
              <Link
                to={`/teacher/correctionExercise/${classId}/${column._id}`}
                // Its name is what it shows (WCAG 2.5.3); the row and column say whose work it is.
                title={t('correctWork', { student: row.student.name, homework: column.name })}
              >
                <GradebookCellView cell={cell} />
              </Link>
            );
          },
        })),
        { title: t('average'), key: 'average', fixed: 'right', width: 90, render: (_, row) => <strong>{percentText(row.average)}</strong> },
      ]}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('homeworkAverage')}</strong>
            </Table.Summary.Cell>
            {book.columns.map((column, index) => (
              <Table.Summary.Cell key={column._id} index={index + 1}>
                {percentText(column.average)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={book.columns.length + 1} />
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
