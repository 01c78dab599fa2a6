import { z } from 'zod';

/**
 * catalog → identity: whether a student may practise (the user's `sRegister` flag, which shows Resources). True
 * exactly while the student is on at least one class that includes its teacher's library and whose place has not
 * expired (docs/decisions/014-who-sees-resources.md). Catalog sends it only when the value it last announced changes.
 * `version` rises with each announcement about the student: an older one arriving late never overwrites a newer one.
 */
export const practiceAccessChangedPayload = z.object({
  studentId: z.string().min(1),
  sRegister: z.boolean(),
  version: z.number().int().positive(),
});
export type PracticeAccessChangedPayload = z.infer<typeof practiceAccessChangedPayload>;
