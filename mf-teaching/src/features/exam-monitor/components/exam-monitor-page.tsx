import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '@tp/web-kit/loading';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ToneTag } from '@tp/web-kit/tone-tag';
import { Input } from '@tp/web-kit/ui/input';
import { Segmented } from '@tp/web-kit/ui/segmented';
import { useApi } from '@tp/web-kit/use-api';
import { fetchTeacherClass } from '../../../api/teacher-class';
import { useExamMonitor } from '../hooks/use-exam-monitor';
import { filterCounts, matchesFilter, type MonitorFilter } from '../utils/monitor-rows';
import { MonitorTable } from './monitor-table';
import './exam-monitor-page.css';

const FILTERS: { value: MonitorFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'not-started', label: 'Not started' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'finished', label: 'Finished' },
  { value: 'disconnected', label: 'Disconnected' },
];

const CONNECTION = {
  connecting: { text: 'Connecting…', tone: 'plain' },
  live: { text: 'Live', tone: 'good' },
  reconnecting: { text: 'Reconnecting…', tone: 'warn' },
} as const;

/** /teacher/examMonitor/{classId}/{hwId}: every student's exam of one class homework, live. */
export function ExamMonitorPage() {
  const { classId = '', hwId = '' } = useParams();
  const cls = useApi((signal) => fetchTeacherClass(classId, signal), [classId]);
  const monitor = useExamMonitor(classId, hwId);
  const [filter, setFilter] = useState<MonitorFilter>('all');
  const [search, setSearch] = useState('');
  // Time left and "ago" move every second between the server's changes.
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const all = useMemo(() => [...monitor.rows.values()], [monitor.rows]);
  const counts = filterCounts(all);
  const needle = search.trim().toLowerCase();
  const shown = all.filter((row) => matchesFilter(row, filter) && (!needle || `${row.student.name} ${row.student.email}`.toLowerCase().includes(needle)));
  const homework = cls.data?.homeworkList.find((item) => item.hwID._id === hwId);

  return (
    <div className="tp-monitor">
      <div className="tp-monitor-head">
        <h1>Live exam monitor</h1>
        <ToneTag tone={CONNECTION[monitor.connection].tone}>{CONNECTION[monitor.connection].text}</ToneTag>
        <span className="tp-monitor-links">
          <Link to={`/teacher/correctionExercise/${classId}/${hwId}`}>Correct Exercise</Link>
          <Link to={`/teach/class/${classId}/addContent`}>Back to the class's homework</Link>
        </span>
      </div>
      <p>{[cls.data?.name, homework?.name].filter(Boolean).join(' · ')}</p>
      <ProblemAlert problem={monitor.problem} />
      {monitor.connection === 'connecting' && !monitor.problem ? <Loading /> : null}
      {monitor.connection !== 'connecting' ? (
        <>
          <dl className="tp-monitor-counts" aria-label="Students by state">
            {FILTERS.map(({ value, label }) => (
              <div key={value}>
                <dt>{label}</dt>
                <dd data-count={value}>{counts[value]}</dd>
              </div>
            ))}
          </dl>
          <div className="tp-monitor-tools">
            <Segmented<MonitorFilter>
              aria-label="Show students"
              value={filter}
              onChange={setFilter}
              options={FILTERS.map(({ value, label }) => ({ value, label: `${label} (${counts[value]})` }))}
            />
            <Input.Search allowClear placeholder="Search by name or e-mail" aria-label="Search students" onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 280 }} />
          </div>
          <MonitorTable
            rows={shown}
            serverNow={monitor.serverNow()}
            onGiven={monitor.put}
            emptyText={all.length ? 'No student matches.' : 'This exam is not published to any student yet.'}
          />
          <p className="tp-monitor-note">
            Connected: the student's exam screen was heard from in the last 30 seconds. Times are the server's; a student's countdown follows
            extra time within seconds.
          </p>
        </>
      ) : null}
    </div>
  );
}
