import { useState } from 'react';
import type { RcFile } from 'antd/es/upload';
import { problemLine, type ImportProblem } from '@tp/contracts/question-import';
import { errorMessage } from '@tp/web-kit/api-error';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { Modal } from '@tp/web-kit/ui/modal';
import { Progress } from '@tp/web-kit/ui/progress';
import { Spin } from '@tp/web-kit/ui/spin';
import { Upload } from '@tp/web-kit/ui/upload';
import { useEditorTexts } from '../../../components/editor-texts';
import { batchCreateQuestions, importProblemsOf } from '../api/batch-create';
import { isExcelFileName, NOT_EXCEL, uploadSpreadsheet } from '../utils/import-upload';

type Stage = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'importing' };

interface Refusal {
  msg: string;
  problems: ImportProblem[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The question list's spreadsheet actions: 'Batch Create' uploads a filled-in template (progress while it goes, then
 * 'Importing…' while the server checks and saves it), and 'Download Template'. A refused file lists every problem.
 */
export function QuestionImportActions({ language, onImported }: { language: 'en' | 'zh'; onImported: () => void }) {
  const t = useEditorTexts();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<Refusal>();

  const run = async (file: File) => {
    setStage({ kind: 'uploading', percent: 0 });
    try {
      const filePath = await uploadSpreadsheet(file, (percent) => setStage({ kind: 'uploading', percent }));
      setStage({ kind: 'importing' });
      const created = await batchCreateQuestions(filePath, language);
      message.success(created === 1 ? t('importedOne') : t('importedMany', { count: created }));
      onImported();
    } catch (failure) {
      const problems = importProblemsOf(failure);
      if (problems.length) setRefusal({ msg: errorMessage(failure), problems });
      else message.error(errorMessage(failure));
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  // The file is sent here, not by the Upload (which would post it without the bearer header).
  const beforeUpload = (file: RcFile) => {
    if (!isExcelFileName(file.name)) message.error(NOT_EXCEL);
    else void run(file);
    return Upload.LIST_IGNORE;
  };

  const busy = stage.kind !== 'idle';
  return (
    <span className="tp-question-import">
      <Upload accept={`.xlsx,${XLSX_TYPE}`} showUploadList={false} beforeUpload={beforeUpload} disabled={busy}>
        <Button loading={busy}>{t('batchCreate')}</Button>
      </Upload>
      <Button type="link" href="/api/question_template.xlsx" download="question_template.xlsx">
        {t('downloadTemplate')}
      </Button>
      {stage.kind === 'uploading' ? <Progress percent={stage.percent} size="small" style={{ width: 160 }} aria-label={t('uploadProgress')} /> : null}
      {stage.kind === 'importing' ? (
        <span role="status">
          <Spin size="small" /> {t('importing')}
        </span>
      ) : null}
      <Modal
        open={Boolean(refusal)}
        title={t('fileNotImported')}
        onOk={() => setRefusal(undefined)}
        onCancel={() => setRefusal(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('ok')}
        width={720}
      >
        <p>{t('correctTheseCells', { message: refusal?.msg ?? '' })}</p>
        <ul aria-label={t('problemsOfFile')} style={{ maxHeight: 360, overflowY: 'auto' }}>
          {refusal?.problems.map((problem) => <li key={`${problem.row}-${problem.column}-${problem.message}`}>{problemLine(problem)}</li>)}
        </ul>
      </Modal>
    </span>
  );
}
