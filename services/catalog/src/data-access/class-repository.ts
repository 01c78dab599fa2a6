import type { Language } from '@tp/contracts';
import { containsPattern, type Queryable } from '@tp/service-kit';
import type { ClassFields, ClassPageRecord, ClassRecord, NamedSource } from '../domain/class-record';
import type { PublishValue } from '../domain/publish-rules';

interface ClassRow {
  id: string; teacher_id: string; teacher_display_name: string; name: string;
  price: string | null; monthly_price: string | null; yearly_price: string | null;
  image: string; category: string; description: string; introduction: string; bulletin: string; payment_info: string;
  start_date: Date | null; end_date: Date | null; language: Language; register_link: string; source: NamedSource[];
  include_library: boolean; auto_publish: boolean; auto_publish_accuracy: number | null;
  is_publish: PublishValue; order_index: number; created_at: Date; updated_at: Date;
}

const money = (value: string | null) => (value === null ? null : Number(value));

function toRecord(row: ClassRow): ClassRecord {
  return {
    id: row.id, teacherId: row.teacher_id, teacherName: row.teacher_display_name, name: row.name,
    price: money(row.price), monthlyPrice: money(row.monthly_price), yearlyPrice: money(row.yearly_price),
    image: row.image, category: row.category, description: row.description, introduction: row.introduction,
    bulletin: row.bulletin, paymentInfo: row.payment_info, startDate: row.start_date, endDate: row.end_date,
    language: row.language, registerLink: row.register_link, source: row.source, includeLibrary: row.include_library,
    autoPublish: row.auto_publish, autoPublishAccuracy: row.auto_publish_accuracy, isPublish: row.is_publish,
    orderIndex: row.order_index, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/** Classes with their teacher's current name (from the users copy, else as known at creation). */
const SELECT_CLASSES = `
  SELECT c.*, COALESCE(NULLIF(u.name, ''), c.teacher_name) AS teacher_display_name
  FROM classes c LEFT JOIN users u ON u.id = c.teacher_id AND NOT u.deleted`;

export async function insertClass(db: Queryable, cls: { id: string; teacherId: string; teacherName: string; language: Language }) {
  await db.query('INSERT INTO classes (id, teacher_id, teacher_name, language) VALUES ($1, $2, $3, $4)', [cls.id, cls.teacherId, cls.teacherName, cls.language]);
}

export async function findClass(db: Queryable, id: string, { forUpdate = false } = {}): Promise<ClassRecord | undefined> {
  const { rows } = await db.query<ClassRow>(`${SELECT_CLASSES} WHERE c.id = $1${forUpdate ? ' FOR UPDATE OF c' : ''}`, [id]);
  return rows[0] && toRecord(rows[0]);
}

/** getClassesByTeacher: the teacher's classes in one language, newest first, optionally searched by name. */
export async function listTeacherClasses(db: Queryable, teacherId: string, language: Language, name: string): Promise<ClassRecord[]> {
  const { rows } = await db.query<ClassRow>(
    `${SELECT_CLASSES} WHERE c.teacher_id = $1 AND c.language = $2 AND ($3 = '' OR c.name ILIKE $4 ESCAPE '\\')
     ORDER BY c.created_at DESC, c.id LIMIT 1000`,
    [teacherId, language, name, containsPattern(name)],
  );
  return rows.map(toRecord);
}

export async function updateClassFields(db: Queryable, id: string, f: ClassFields) {
  await db.query(
    `UPDATE classes SET name = $2, price = $3, monthly_price = $4, yearly_price = $5, image = $6, category = $7,
       description = $8, introduction = $9, bulletin = $10, payment_info = $11, start_date = $12, end_date = $13,
       language = $14, register_link = $15, source = $16, include_library = $17, auto_publish = $18,
       auto_publish_accuracy = $19, updated_at = now()
     WHERE id = $1`,
    [id, f.name, f.price, f.monthlyPrice, f.yearlyPrice, f.image, f.category, f.description, f.introduction, f.bulletin,
      f.paymentInfo, f.startDate, f.endDate, f.language, f.registerLink, JSON.stringify(f.source), f.includeLibrary,
      f.autoPublish, f.autoPublishAccuracy],
  );
}

export async function setPublishState(db: Queryable, id: string, isPublish: PublishValue, orderIndex?: number) {
  await db.query('UPDATE classes SET is_publish = $2, order_index = COALESCE($3, order_index), updated_at = now() WHERE id = $1', [id, isPublish, orderIndex ?? null]);
}

export async function deleteClass(db: Queryable, id: string) {
  await db.query('DELETE FROM classes WHERE id = $1', [id]);
}

/** A new class with the fields of `sourceId`, unpublished, first in order, with no roster. */
export async function copyClass(db: Queryable, sourceId: string, copyId: string, name: string) {
  await db.query(
    `INSERT INTO classes (id, teacher_id, teacher_name, name, price, monthly_price, yearly_price, image, category,
       description, introduction, bulletin, payment_info, start_date, end_date, language, register_link, source,
       include_library, auto_publish, auto_publish_accuracy)
     SELECT $2, teacher_id, teacher_name, $3, price, monthly_price, yearly_price, image, category,
       description, introduction, bulletin, payment_info, start_date, end_date, language, register_link, source,
       include_library, auto_publish, auto_publish_accuracy
     FROM classes WHERE id = $1`,
    [sourceId, copyId, name],
  );
}

/** The home page: featured classes of one language by order index, then name (index classes_featured). */
export async function listFeaturedClasses(db: Queryable, language: Language): Promise<ClassRecord[]> {
  const { rows } = await db.query<ClassRow>(`${SELECT_CLASSES} WHERE c.is_publish = 2 AND c.language = $1 ORDER BY c.order_index, c.name, c.id`, [language]);
  return rows.map(toRecord);
}

/** The admin audit: published and featured classes of one language. */
export async function listAuditClasses(db: Queryable, language: Language): Promise<ClassRecord[]> {
  const { rows } = await db.query<ClassRow>(
    `${SELECT_CLASSES} WHERE c.is_publish > 0 AND c.language = $1 ORDER BY c.is_publish DESC, c.order_index, c.name, c.id`,
    [language],
  );
  return rows.map(toRecord);
}

/** The sitemap's class pages: published and featured classes, most recently changed first, at most `limit`. */
export async function listPublishedClassPages(db: Queryable, limit: number): Promise<ClassPageRecord[]> {
  const { rows } = await db.query<{ id: string; updated_at: Date }>(
    'SELECT id, updated_at FROM classes WHERE is_publish > 0 ORDER BY updated_at DESC, id LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}
