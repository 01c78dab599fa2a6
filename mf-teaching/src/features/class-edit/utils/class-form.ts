import type { ClassView } from '@tp/contracts/classes';
import { richTextProblem } from '@tp/contracts/rich-text-limits';

export interface ChosenSource {
  _id: string;
  name: string;
}

/**
 * The Edit Class form: what the teacher types. Dates are the stored ISO date-times ('' for none),
 * kept as they are until the teacher picks another, so saving never drops a time of day.
 */
export interface ClassForm {
  name: string;
  category: string;
  language: 'en' | 'zh';
  startDate: string;
  endDate: string;
  price: number | null;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  image: string;
  registerLink: string;
  description: string;
  introduction: string;
  bulletin: string;
  paymentInfo: string;
  source: ChosenSource[];
  includeLibrary: boolean;
  autoPublish: boolean;
  autoPublishAccuracy: number | null;
}

/** The header's two course lists. Only suggestions: a class may have any category (e.g. Chemistry). */
export const CATEGORIES = ['Physics', 'Math'] as const;

export function toClassForm(cls: ClassView): ClassForm {
  return {
    name: cls.name,
    category: cls.category,
    language: cls.language,
    startDate: cls.startDate ?? '',
    endDate: cls.endDate ?? '',
    price: cls.price,
    monthlyPrice: cls.monthlyPrice,
    yearlyPrice: cls.yearlyPrice,
    image: cls.image,
    registerLink: cls.registerLink,
    description: cls.description,
    introduction: cls.introduction,
    bulletin: cls.bulletin,
    paymentInfo: cls.paymentInfo,
    source: cls.source.map(({ _id, name }) => ({ _id, name })),
    includeLibrary: cls.includeLibrary,
    autoPublish: cls.autoPublish,
    autoPublishAccuracy: cls.autoPublishAccuracy,
  };
}

/**
 * The body of POST /api/teacher/updateClassIntro. Sources go as ids; the accuracy only means something with
 * Auto Publish on (the input shows only then), so it is cleared otherwise; empty dates clear the date.
 */
export function toUpdateBody(id: string, form: ClassForm) {
  return {
    _id: id,
    name: form.name.trim(),
    category: (form.category ?? '').trim(),
    language: form.language,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    price: form.price ?? null,
    monthlyPrice: form.monthlyPrice ?? null,
    yearlyPrice: form.yearlyPrice ?? null,
    image: (form.image ?? '').trim(),
    registerLink: form.registerLink.trim(),
    description: form.description,
    introduction: form.introduction,
    bulletin: form.bulletin,
    paymentInfo: form.paymentInfo,
    source: form.source.map((source) => source._id),
    includeLibrary: form.includeLibrary,
    autoPublish: form.autoPublish,
    autoPublishAccuracy: form.autoPublish ? (form.autoPublishAccuracy ?? null) : null,
  };
}

/** Adds picked sources to the chosen ones, each once, keeping the order they were chosen in. */
export function withSources(chosen: ChosenSource[], picked: ChosenSource[]): ChosenSource[] {
  const known = new Set(chosen.map((source) => source._id));
  return [...chosen, ...picked.filter((source) => !known.has(source._id))];
}

/** The rich texts, in the order the server checks them, named as its messages name them. */
const RICH_TEXT_LABELS = { description: 'description', introduction: 'introduction', bulletin: 'bulletin', paymentInfo: 'payment information' } as const;

/** The first rich text over the limits the server keeps, in the sentence it would answer, so nothing is sent. */
export function richTextLimitProblem(form: Pick<ClassForm, keyof typeof RICH_TEXT_LABELS>): string | undefined {
  for (const [field, label] of Object.entries(RICH_TEXT_LABELS) as [keyof typeof RICH_TEXT_LABELS, string][]) {
    const problem = richTextProblem(label, form[field] ?? '');
    if (problem) return problem;
  }
  return undefined;
}
