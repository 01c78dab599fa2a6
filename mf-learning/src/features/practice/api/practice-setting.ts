import { practiceSetting, updateUserSettingResult, type PracticeDifficulty, type PracticeLibrary, type PracticeSetting } from '@tp/contracts/practice';
import { apiGet, apiPost } from '@tp/web-kit/api-client';

/** GET /api/user/getUserSetting: the saved setting with its expired markers and progress. */
export async function fetchSetting(signal?: AbortSignal): Promise<PracticeSetting> {
  return practiceSetting.parse(await apiGet('/user/getUserSetting', undefined, signal));
}

/** POST /api/user/updateUserSetting: how many questions the new setting offers. */
export async function saveSetting(body: { libraries: PracticeLibrary[]; sources: { _id: string; name: string }[]; difficulty: PracticeDifficulty }): Promise<number> {
  return updateUserSettingResult.parse(await apiPost('/user/updateUserSetting', body));
}
