import { useEffect, useState } from 'react';
import { useKitScreensTexts } from '@tp/web-kit/i18n/kit-screens-texts';

/**
 * antd's Transfer draws its checkboxes without labels; screen readers (and the accessibility check) need one. Each
 * item's checkbox is named after the item ("Choose <title>"), each header's after its list ("Choose all: <list>").
 * Transfer re-creates items as it filters, so the names are kept up to date while the page is open. Returns the
 * ref to put on an element around the Transfer (a callback ref: inside a modal the element appears after mount).
 */
export function useTransferLabels(): (element: HTMLElement | null) => void {
  const t = useKitScreensTexts();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return;
    const label = () => {
      root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box) => {
        const item = box.closest('li[title]');
        const section = box.closest('.ant-transfer-section');
        const list = section?.querySelector('.ant-transfer-list-header-title')?.textContent ?? t('theList');
        box.setAttribute('aria-label', item ? t('choose', { item: item.getAttribute('title') ?? '' }) : t('chooseAll', { list }));
      });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, t]);
  return setRoot;
}
