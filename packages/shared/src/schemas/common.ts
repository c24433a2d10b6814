import { z } from 'zod';

/** Every failure, whatever the service: `success: false` and a Chinese `error` a person can act on. */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string().optional(),
  code: z.string(),
  request_id: z.string().optional(),
  details: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Resume service and interview API envelope: `{ success, data, error }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, error: z.null().optional() });

/** Positions envelope: `{ success, data, message, error }`. */
export const messageEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string(),
    error: z.null().optional(),
  });

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * A row id in a path or body (a PostgreSQL integer), with the caller's Chinese error; its title
 * (the field's Chinese name in validation messages) is the message without 无效: "简历编号".
 */
export const zId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message)
    .meta({ title: message.replace(/无效$/, '') });

/**
 * The metadata key of an enum's Chinese value names, `{ mock: '模拟面试' }`: validation messages
 * say "只能是 模拟面试（mock）或 正式面试（formal）", and the OpenAPI page lists them.
 */
export const VALUE_LABELS_KEY = 'x-value-labels';
