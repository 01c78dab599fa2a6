// antd's message, from the one antd of the page: import it from here, never from 'antd' (docs/decisions/002).
import { message as antdMessage } from 'antd';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** A toast whose text, when it is one of the specification's messages, is shown in the interface's language. */
function spoken<K extends Kind>(kind: K): (typeof antdMessage)[K] {
  const show = antdMessage[kind];
  return ((content: Parameters<typeof show>[0], ...rest: unknown[]) =>
    (show as (...args: unknown[]) => ReturnType<typeof show>)(typeof content === 'string' ? inInterfaceLanguage(content) : content, ...rest)) as (typeof antdMessage)[K];
}

export const message: typeof antdMessage = {
  ...antdMessage,
  success: spoken('success'),
  error: spoken('error'),
  info: spoken('info'),
  warning: spoken('warning'),
  loading: spoken('loading'),
};
