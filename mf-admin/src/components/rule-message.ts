import { useCallback } from 'react';
import { adminRuleEnglish, useAdminRuleTexts, type AdminRuleKey } from './admin-rule-texts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rule message's English as a pattern that catches its `{{values}}` (the numbers and addresses a rule puts in). */
const PATTERNS = (Object.keys(adminRuleEnglish) as AdminRuleKey[]).map((key) => {
  const parts = adminRuleEnglish[key].split(/\{\{(\w+)\}\}/);
  const source = parts.map((part, i) => (i % 2 === 1 ? `(?<${part}>.+?)` : escape(part))).join('');
  return { key, pattern: new RegExp(`^${source}$`) };
});

/**
 * A rule's message or a send's outcome (from @tp/contracts, or the service's same words) in the interface's language;
 * any other text as it came (the specification's messages are translated where they are shown: ProblemAlert, toasts).
 */
export function useRuleMessage(): (text: string | null | undefined) => string | undefined {
  const t = useAdminRuleTexts();
  return useCallback((text: string | null | undefined) => {
    if (!text) return undefined;
    for (const { key, pattern } of PATTERNS) {
      const found = pattern.exec(text);
      if (found) return t(key, found.groups);
    }
    return text;
  }, [t]);
}
