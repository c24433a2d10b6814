import type { TCreatePositionRequest, TPosition, TUpdatePositionRequest } from '@offerpilot/shared';

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

function requirementItems(value: string | undefined): string[] {
  return (value ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\d+[.、)）]|[-•·*])\s*/, '').trim())
    .filter(Boolean);
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
