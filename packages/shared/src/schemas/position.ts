import { z } from 'zod';
export * from './position-rules.ts';
import { POSITION_LIMITS, POSITION_MESSAGES } from './position-rules.ts';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, POSITION_MESSAGES.tooLong(label, max))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Spec §3 "Position as sent to the server". */
export const ZPositionPayload = z.object({
  name: z
    .string({ error: POSITION_MESSAGES.nameRequired })
    .trim()
    .min(1, POSITION_MESSAGES.nameRequired)
    .max(POSITION_LIMITS.name, POSITION_MESSAGES.nameTooLong),
  responsibilities: text('岗位职责', POSITION_LIMITS.responsibilities),
  company_name: text('公司名称', POSITION_LIMITS.companyName),
  requirements: z
    .object({
      items: z
        .array(
          z
            .string()
            .trim()
            .max(
              POSITION_LIMITS.requirementItem,
              POSITION_MESSAGES.tooLong('每条任职要求', POSITION_LIMITS.requirementItem),
            ),
        )
        .max(POSITION_LIMITS.requirementItems, POSITION_MESSAGES.tooManyRequirements()),
    })
    .optional()
    .nullable(),
  work_location: text('工作地点', POSITION_LIMITS.workLocation),
  industry: text('行业', POSITION_LIMITS.industry),
  experience_level: text('经验要求', POSITION_LIMITS.experienceLevel),
  salary_range: text('薪资范围', POSITION_LIMITS.salaryRange),
  is_public: z.boolean().optional(),
});

export const ZCreatePositionRequest = ZPositionPayload.extend({ is_template: z.literal(false).optional() });
export type TCreatePositionRequest = z.input<typeof ZCreatePositionRequest>;
/** PUT: the same payload without is_template (spec §7). */
export const ZUpdatePositionRequest = ZPositionPayload.strict();
export type TUpdatePositionRequest = z.input<typeof ZUpdatePositionRequest>;

export const ZPosition = z.object({
  id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  responsibilities: z.string().nullable(),
  requirements: z.object({ items: z.array(z.string()) }).nullable(),
  work_location: z.string().nullable(),
  industry: z.string().nullable(),
  experience_level: z.string().nullable(),
  salary_range: z.string().nullable(),
  is_template: z.boolean(),
  is_public: z.boolean(),
  template_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPosition = z.infer<typeof ZPosition>;

/** The list shows (spec §3): id, name, company_name, industry, experience_level, work_location, salary_range, is_public. */
export const ZPositionSummary = ZPosition.pick({
  id: true,
  name: true,
  company_name: true,
  industry: true,
  experience_level: true,
  work_location: true,
  salary_range: true,
  is_public: true,
}).extend({ updated_at: z.string() });
export type TPositionSummary = z.infer<typeof ZPositionSummary>;

export const ZPositionList = z.object({
  positions: z.array(ZPositionSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TPositionList = z.infer<typeof ZPositionList>;

export const ZPositionSearchRequest = z.object({
  keyword: z
    .string()
    .trim()
    .max(POSITION_LIMITS.keyword, POSITION_MESSAGES.tooLong('搜索关键词', POSITION_LIMITS.keyword))
    .optional(),
  industry: z.string().trim().max(POSITION_LIMITS.industry).optional(),
  experience_level: z.string().trim().max(POSITION_LIMITS.experienceLevel).optional(),
  work_location: z.string().trim().max(POSITION_LIMITS.workLocation).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(10),
});
export type TPositionSearchRequest = z.input<typeof ZPositionSearchRequest>;

/** What hangs off a position for its owner; lists fill as resumes, optimisations and interviews exist. */
export const ZRelatedGroup = z.object({
  count: z.number().int(),
  latest: z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.string() })),
});
export const ZPositionRelated = z.object({
  position_id: z.number().int(),
  resumes: ZRelatedGroup,
  optimizations: ZRelatedGroup,
  interviews: ZRelatedGroup,
});
export type TPositionRelated = z.infer<typeof ZPositionRelated>;

export const ZPositionTemplate = ZPosition.pick({
  id: true,
  name: true,
  company_name: true,
  responsibilities: true,
  requirements: true,
  work_location: true,
  industry: true,
  experience_level: true,
  salary_range: true,
}).extend({ category: z.string() });
export type TPositionTemplate = z.infer<typeof ZPositionTemplate>;

export const ZTemplateList = z.object({
  templates: z.array(ZPositionTemplate),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TTemplateList = z.infer<typeof ZTemplateList>;
export const ZTemplateCategory = z.object({ category: z.string(), count: z.number().int() });
export type TTemplateCategory = z.infer<typeof ZTemplateCategory>;

export const ZCloneTemplateRequest = z
  .object({
    custom_name: z
      .string()
      .trim()
      .max(POSITION_LIMITS.customName, POSITION_MESSAGES.tooLong('岗位名称', POSITION_LIMITS.customName))
      .optional(),
  })
  .optional();

export const ZParseAdvertRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, POSITION_MESSAGES.advertEmpty)
    .max(POSITION_LIMITS.advertText, POSITION_MESSAGES.tooLong('招聘信息', POSITION_LIMITS.advertText)),
});

/** Fields the built-in engine found in a pasted job advert, for the user to check before saving. */
export const ZParsedAdvert = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  duties: z.string().nullable(),
  requirements: z.array(z.string()),
  location: z.string().nullable(),
  experience: z.string().nullable(),
  salary: z.string().nullable(),
  industry: z.string().nullable(),
  /** Which fields were found, and from what line, so the screen can say why. */
  evidence: z.array(z.object({ field: z.string(), source: z.string() })),
});
export type TParsedAdvert = z.infer<typeof ZParsedAdvert>;
