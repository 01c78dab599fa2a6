import { notFound, withTransaction } from '@tp/service-kit';
import { storableRichText } from '@tp/service-kit/rich-text';
import { findClass, setPublishState } from '../data-access/class-repository';
import { writeHomeIntroduction } from '../data-access/home-repository';
import type { CatalogDeps } from './catalog-deps';
import type { ClassRecord } from './class-record';
import { auditPublish, type PublishValue } from './publish-rules';

/** auditClass: feature (2), un-feature (1) or delete from the listing (0), optionally with a new order index. */
export async function auditClass(deps: CatalogDeps, id: string, isPublish: PublishValue, orderIndex?: number): Promise<ClassRecord> {
  await withTransaction(deps.pool, async (tx) => {
    const cls = await findClass(tx, id, { forUpdate: true });
    if (!cls) throw notFound('Class not found');
    await setPublishState(tx, id, auditPublish(cls.isPublish, isPublish), orderIndex);
  });
  await deps.cache.invalidate();
  return (await findClass(deps.pool, id))!;
}

/** setHomeDetail: the home introduction, sanitised and bounded like every rich text. */
export async function setHomeIntroduction(deps: CatalogDeps, introduction: string): Promise<string> {
  const clean = storableRichText('introduction', introduction);
  await writeHomeIntroduction(deps.pool, clean);
  await deps.cache.invalidate();
  return clean;
}
