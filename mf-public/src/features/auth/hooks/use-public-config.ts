import { useApi } from '@tp/web-kit/use-api';
import { fetchPublicConfig } from '../api/sign-in';

/** The public configuration; while it loads, or when it cannot be had, Google sign-in is off. */
export function usePublicConfig() {
  const { data } = useApi((signal) => fetchPublicConfig(signal), []);
  return { googleClientId: data?.googleClientId ?? null };
}
