import { z } from 'zod';
import { ZPageQuery, zId } from './common.ts';
export * from './resume-rules.ts';
import { RESUME_LIMITS, RESUME_MESSAGES } from './resume-rules.ts';

/** A period as written in the resume, with the dates it could be read as ('YYYY-MM' or 'YYYY'). */
export const ZResumePeriod = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** "至今", "present", "now". */
  current: z.boolean(),
  /** The text the period was read from, unchanged. */
  text: z.string(),
});
export type TResumePeriod = z.infer<typeof ZResumePeriod>;

export const ZResumeBasics = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  target_role: z.string().nullable(),
  /** 期望城市 as written ("杭州"), beside the target role; absent in resumes parsed before it existed. */
  expected_city: z.string().nullable().optional(),
  /** Web addresses the person gives (GitHub, a personal site, LinkedIn), as written; absent before they were kept. */
  links: z.array(z.string()).optional(),
  /** Stated ("5年工作经验") or summed from the work periods; null when neither is possible. */
  years_of_experience: z.number().nullable(),
});
export type TResumeBasics = z.infer<typeof ZResumeBasics>;

export const ZResumeEducation = z.object({
  school: z.string().nullable(),
  degree: z.string().nullable(),
  major: z.string().nullable(),
  period: ZResumePeriod.nullable(),
  details: z.array(z.string()),
});
export type TResumeEducation = z.infer<typeof ZResumeEducation>;

export const ZResumeWork = z.object({
  company: z.string().nullable(),
  /** The department or team as written ("质量保障部"); absent in resumes parsed before it existed. */
  department: z.string().nullable().optional(),
  title: z.string().nullable(),
  /**
   * A note written beside the name ("（兼职）", "(Remote)", a bare "| 实习 |"), without its brackets;
   * several are joined by "、" ("兼职、远程"), or by ", " when all are Latin ("Remote, Contract").
   * Not a highlight. Absent in resumes parsed before it existed and in entries without one.
   */
  note: z.string().nullable().optional(),
  period: ZResumePeriod.nullable(),
  highlights: z.array(z.string()),
});
export type TResumeWork = z.infer<typeof ZResumeWork>;

export const ZResumeProject = z.object({
  name: z.string().nullable(),
  role: z.string().nullable(),
  /** A note written beside the name ("（课程设计）"), as `ZResumeWork.note`. */
  note: z.string().nullable().optional(),
  period: ZResumePeriod.nullable(),
  highlights: z.array(z.string()),
});
export type TResumeProject = z.infer<typeof ZResumeProject>;

/** A section the parser recognised as a heading but has no field for (kept, never dropped). */
export const ZResumeOtherSection = z.object({ title: z.string(), lines: z.array(z.string()) });

/**
 * `resume_json_content`: the structured resume. Every value is copied from the extracted text;
 * the parser never invents content. Unrecognised sections land in `other`.
 */
export const ZResumeJson = z.object({
  basics: ZResumeBasics,
  education: z.array(ZResumeEducation),
  work: z.array(ZResumeWork),
  projects: z.array(ZResumeProject),
  skills: z.array(z.string()),
  certificates: z.array(z.string()),
  awards: z.array(z.string()),
  self_evaluation: z.string().nullable(),
  other: z.array(ZResumeOtherSection),
  meta: z.object({
    language: z.enum(['zh', 'en']),
    parser: z.string(),
    /** Section headings found, in document order, as written. */
    sections: z.array(z.string()),
  }),
});
export type TResumeJson = z.infer<typeof ZResumeJson>;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, RESUME_MESSAGES.tooLong(label, max))
    .optional()
    .nullable()
    // Left out stays left out (a PUT that only flips is_public keeps the position); '' clears.
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/**
 * Bidirectional-text controls (LRM/RLM, embeddings, overrides, isolates, ALM): U+202E shows
 * "简历\u202Efdp.exe" as "简历exe.pdf". Never part of a name.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

const ZFileName = z
  .string({ error: '请填写简历名称' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, '请填写简历名称')
  .max(RESUME_LIMITS.fileName, RESUME_MESSAGES.tooLong('简历名称', RESUME_LIMITS.fileName));

const ZPositionId = zId('岗位编号无效');

/** A boolean that also arrives as a multipart text field ('true' / 'false' / '1' / '0'). */
export const ZFormBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

export const ZResumeFile = z.object({
  kind: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

/** Spec §3 resume, with the stored file's facts and version link. */
export const ZResume = z.object({
  id: z.number().int(),
  file_name: z.string(),
  position: z.string().nullable(),
  position_id: z.number().int().nullable(),
  content: z.string(),
  extracted_text: z.string().nullable(),
  /** What could not be read from the uploaded file (e.g. a PDF font without a character mapping). */
  extraction_warnings: z.array(z.string()),
  resume_json_content: ZResumeJson.nullable(),
  is_public: z.boolean(),
  /** file, text, url or manual. */
  source: z.string(),
  parent_id: z.number().int().nullable(),
  /** The stored original, downloadable by its owner at GET /resumes/{id}/file. */
  file: ZResumeFile.nullable(),
  source_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TResume = z.infer<typeof ZResume>;

/** A resume in a list: no full text, a short excerpt and the basics for the card. */
export const ZResumeSummary = ZResume.pick({
  id: true,
  file_name: true,
  position: true,
  position_id: true,
  is_public: true,
  source: true,
  parent_id: true,
  file: true,
  created_at: true,
  updated_at: true,
}).extend({
  basics: ZResumeBasics.nullable(),
  excerpt: z.string(),
  /** Characters of content, so a list can show "约 2 300 字". */
  content_length: z.number().int(),
});
export type TResumeSummary = z.infer<typeof ZResumeSummary>;

/** Spec §3 "Resume list response (resume service)". */
export const ZResumeList = z.object({
  resumes: z.array(ZResumeSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TResumeList = z.infer<typeof ZResumeList>;

/** Another user's public resume: contact details removed from the text and the structured data. */
export const ZPublicResume = z.object({
  id: z.number().int(),
  file_name: z.string(),
  position: z.string().nullable(),
  content: z.string(),
  resume_json_content: ZResumeJson.nullable(),
  updated_at: z.string(),
});
export type TPublicResume = z.infer<typeof ZPublicResume>;
export const ZPublicResumeList = z.object({
  resumes: z.array(ZPublicResume),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TPublicResumeList = z.infer<typeof ZPublicResumeList>;

export const ZResumeListQuery = ZPageQuery;
export const ZPublicResumeQuery = ZResumeListQuery.extend({
  position: z.string().trim().max(RESUME_LIMITS.position).optional(),
});

/** POST /resumes. Without content the resume holds the "being extracted" placeholder (spec §5). */
export const ZCreateResumeRequest = z.object({
  file_name: ZFileName,
  /** Longer text is cut to 100 characters (spec §5), not refused. */
  position: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v.slice(0, RESUME_LIMITS.position) : null)),
  position_id: ZPositionId.optional().nullable(),
  content: z
    .string()
    .max(RESUME_LIMITS.content, RESUME_MESSAGES.tooLong('简历内容', RESUME_LIMITS.content))
    .optional()
    .nullable(),
  is_public: z.boolean().optional(),
});
export type TCreateResumeRequest = z.input<typeof ZCreateResumeRequest>;

/** PUT /resumes/{id}: any subset; new content is parsed again unless structured data is sent too. */
export const ZUpdateResumeRequest = z
  .object({
    file_name: ZFileName.optional(),
    position: optionalText('目标岗位', RESUME_LIMITS.position),
    position_id: ZPositionId.optional().nullable(),
    content: z
      .string()
      .trim()
      .min(1, RESUME_MESSAGES.contentRequired)
      .max(RESUME_LIMITS.content, RESUME_MESSAGES.tooLong('简历内容', RESUME_LIMITS.content))
      .optional(),
    resume_json_content: ZResumeJson.optional(),
    is_public: z.boolean().optional(),
  })
  .strict();
export type TUpdateResumeRequest = z.input<typeof ZUpdateResumeRequest>;

/** POST /resumes/upload-text: pasted text becomes a private resume (spec §5). */
export const ZUploadTextRequest = z.object({
  content: z
    .string({ error: RESUME_MESSAGES.textRequired })
    .trim()
    .min(1, RESUME_MESSAGES.textRequired)
    .max(RESUME_LIMITS.content, RESUME_MESSAGES.tooLong('简历内容', RESUME_LIMITS.content)),
  file_name: ZFileName.optional(),
  position: optionalText('目标岗位', RESUME_LIMITS.position),
  position_id: ZPositionId.optional().nullable(),
});
export type TUploadTextRequest = z.input<typeof ZUploadTextRequest>;

/** POST /resumes/upload-url. */
export const ZUploadUrlRequest = z.object({
  url: z
    .string({ error: RESUME_MESSAGES.urlInvalid })
    .trim()
    .max(RESUME_LIMITS.url, RESUME_MESSAGES.urlInvalid)
    .regex(/^https?:\/\//i, RESUME_MESSAGES.urlInvalid),
  file_name: ZFileName.optional(),
  position_id: ZPositionId.optional().nullable(),
  is_public: z.boolean().optional(),
});
export type TUploadUrlRequest = z.input<typeof ZUploadUrlRequest>;

/** The text fields of POST /resumes/upload-file (multipart). */
export const ZUploadFileFields = z.object({
  file_name: ZFileName.optional(),
  position_id: ZPositionId.optional().nullable(),
  is_public: ZFormBoolean.optional(),
});
