import { notFound, withTransaction } from '@tp/service-kit';
import { findClass, setPublishState, type ClassRecord } from '../data-access/class-repository';
import { writeHomeIntroduction } from '../data-access/home-repository';
import type { CatalogDeps } from './catalog-deps';
import { auditPublish, type PublishValue } from './publish-rules';
import { storableRichText } from '@tp/service-kit/rich-text';

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
