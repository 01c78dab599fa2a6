import { useEffect, useRef, useState } from 'react';
import { Alert } from '@tp/web-kit/ui/alert';
import { Input } from '@tp/web-kit/ui/input';
import { Modal } from '@tp/web-kit/ui/modal';
import { Typography } from '@tp/web-kit/ui/typography';
import { TYPESET_DEBOUNCE_MS, loadMathJax } from '@tp/web-kit/math/typeset-math';
import { normaliseFormula } from '@tp/web-kit/editor/formula-html';
import { useEditorTexts } from '@tp/web-kit/i18n/kit-editor-texts';

export interface FormulaDialogProps {
  open: boolean;
  /** The TeX of the formula being edited; empty for a new one. */
  initialTex?: string;
  onInsert: (tex: string) => void;
  onCancel: () => void;
}

/** A TeX input with a live MathJax preview; inserts (or replaces) one inline formula. */
export function FormulaDialog({ open, initialTex = '', onInsert, onCancel }: FormulaDialogProps) {
  const t = useEditorTexts();
  const [tex, setTex] = useState(initialTex);
  useEffect(() => {
    if (open) setTex(initialTex);
  }, [open, initialTex]);

  const formula = normaliseFormula(tex);
  const refused = tex.trim() !== '' && formula === null;
  const submit = () => {
    if (formula) onInsert(formula);
  };

  return (
    <Modal
      open={open}
      title={initialTex ? t('editFormula') : t('insertFormula')}
      okText={initialTex ? t('update') : t('insert')}
      okButtonProps={{ disabled: !formula }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={t('formulaInTex')}
        placeholder="\frac{-b \pm \sqrt{b^2-4ac}}{2a}"
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={tex}
        onChange={(event) => setTex(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        autoFocus
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {t('previewHint')}
      </Typography.Text>
      {refused ? (
        <Alert type="error" showIcon title={t('formulaRefused')} />
      ) : (
        <FormulaPreview tex={formula ?? ''} />
      )}
    </Modal>
  );
}

function FormulaPreview({ tex }: { tex: string }) {
  const t = useEditorTexts();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!tex) {
      element.replaceChildren();
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadMathJax()
        .then(({ texToElement }) => {
          if (!current) return;
          element.replaceChildren(texToElement(tex, true));
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, TYPESET_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [tex]);

  if (failed) return <Alert type="warning" showIcon title={t('previewFailed')} />;
  return <div ref={ref} role="img" aria-label={tex ? t('previewOf', { tex }) : t('emptyPreview')} style={{ minHeight: 64, padding: 8, overflowX: 'auto', fontSize: 18 }} />;
}
