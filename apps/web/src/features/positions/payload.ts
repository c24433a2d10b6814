import {
  POSITION_LIMITS,
  POSITION_MESSAGES,
  type TCreatePositionRequest,
  type TPosition,
  type TUpdatePositionRequest,
} from '@offerpilot/shared';

/** What the position form holds (the screen's words: title, duties, company). */
export interface TPositionForm {
  title: string;
  company?: string;
  duties?: string;
  /** One requirement per line in the form. */
  requirements?: string;
  work_location?: string;
  industry?: string;
  experience_level?: string;
  salary_range?: string;
  is_public?: boolean;
}

const text = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The requirement lines as they are sent: numbering and bullets dropped, empty lines ignored. */
export function requirementItems(value: string | undefined): string[] {
  return (value ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\d+[.、)）]|[-•·*])\s*/, '').trim())
    .filter(Boolean);
}

/** What the server would refuse in the requirement lines (POSITION_LIMITS), said before sending. */
export function requirementProblem(value: string | undefined): string | null {
  const items = requirementItems(value);
  if (items.length > POSITION_LIMITS.requirementItems) return POSITION_MESSAGES.tooManyRequirements(items.length);
  const long = items.findIndex((item) => item.length > POSITION_LIMITS.requirementItem);
  return long >= 0 ? POSITION_MESSAGES.requirementTooLong(long + 1, items[long]!.slice(0, 12)) : null;
}

/**
 * Spec §3 "Position as sent to the server": title → name, duties → responsibilities,
 * company → company_name, requirements as { items } and omitted when empty, is_template false
 * on create (absent on update), is_public false unless set.
 */
export function toCreatePayload(form: TPositionForm): TCreatePositionRequest {
  return { ...toUpdatePayload(form), is_template: false };
}

export function toUpdatePayload(form: TPositionForm): TUpdatePositionRequest {
  const items = requirementItems(form.requirements);
  return {
    name: form.title.trim(),
    responsibilities: text(form.duties),
    company_name: text(form.company),
    ...(items.length > 0 ? { requirements: { items } } : {}),
    work_location: text(form.work_location),
    industry: text(form.industry),
    experience_level: text(form.experience_level),
    salary_range: text(form.salary_range),
    is_public: form.is_public ?? false,
  };
}

/** The other way: a stored position back into the form. */
export function toForm(
  position: Pick<
    TPosition,
    | 'name'
    | 'company_name'
    | 'responsibilities'
    | 'requirements'
    | 'work_location'
    | 'industry'
    | 'experience_level'
    | 'salary_range'
    | 'is_public'
  >,
): TPositionForm {
  return {
    title: position.name,
    company: position.company_name ?? undefined,
    duties: position.responsibilities ?? undefined,
    requirements: position.requirements?.items.join('\n'),
    work_location: position.work_location ?? undefined,
    industry: position.industry ?? undefined,
    experience_level: position.experience_level ?? undefined,
    salary_range: position.salary_range ?? undefined,
    is_public: position.is_public,
  };
}
