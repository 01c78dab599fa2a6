import { useState } from 'react';
import { errorMessage } from '@tp/web-kit/api-error';
import { RichTextEditor } from '@tp/web-kit/editor/rich-text-editor';
import { Loading } from '@tp/web-kit/loading';
import { useApi } from '@tp/web-kit/use-api';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { message } from '@tp/web-kit/ui/message';
import { fetchHomeIntroduction, saveHomeIntroduction } from '../api/audit';
import { useAdminTexts } from '../../../components/admin-texts';

/** /admin/auditClass: the rich-text 'Home introduction' shown at the top of the home page, with SAVE. */
export function HomeIntroductionEditor() {
  const t = useAdminTexts();
  const { data, loading, error } = useApi((signal) => fetchHomeIntroduction(signal), []);
  if (loading && data === undefined) return <Loading />;
  if (error) return <Alert type="error" showIcon role="alert" title={errorMessage(error, t('homeIntroductionNotLoaded'))} />;
  return <IntroductionForm initial={data ?? ''} />;
}

function IntroductionForm({ initial }: { initial: string }) {
  const t = useAdminTexts();
  const [html, setHtml] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await saveHomeIntroduction(html);
      message.success('Successfully saved');
    } catch (failure) {
      message.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} aria-label={t('homeIntroduction')} />
      <Button type="primary" onClick={save} loading={busy} style={{ marginTop: 12 }}>
        {t('saveCapitals')}
      </Button>
    </>
  );
}
