import { VALUE_LABELS_KEY } from '@offerpilot/shared';
import { z } from 'zod';

/**
 * Validation messages a user can read: plain Chinese, no type names or operators ("不能小于 0",
 * "应为数字", "只能是 模拟面试（mock）或 正式面试（formal）"), for every zod schema the server
 * checks. A schema's own message (`.min(1, '请填写题库名称')`) wins; these fill in the rest.
 * The field's name is added by whoever shows the message (the error handler), so none is here.
 *
 * Schemas can help through their metadata: `title` names the field in Chinese, and
 * `VALUE_LABELS_KEY` (shared) gives an enum's values Chinese names (both also appear in the OpenAPI page).
 */

type TIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  number: '数字',
  int: '整数',
  bigint: '整数',
  string: '文字',
  boolean: 'true 或 false',
  object: '对象',
  record: '对象',
  array: '列表',
  tuple: '列表',
  set: '列表',
  date: '日期',
  file: '文件',
};

const FORMAT_NAMES: Record<string, string> = {
  email: '邮箱格式不正确',
  url: '网址格式不正确',
  datetime: '日期时间格式不正确',
  date: '日期格式不正确',
  time: '时间格式不正确',
  ipv4: 'IP 地址格式不正确',
  ipv6: 'IP 地址格式不正确',
};

/** "a", "a 或 b", "a、b 或 c" (`or`: " 或 " between ASCII words, "或" between Chinese ones). */
function either(items: string[], or: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('、')}${or}${items.at(-1)}`;
}

function valueLabels(schema: unknown): Record<string, string> | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const labels = z.globalRegistry.get(schema as z.ZodType)?.[VALUE_LABELS_KEY];
  return labels && typeof labels === 'object' ? (labels as Record<string, string>) : undefined;
}

function invalidType(issue: Extract<TIssue, { code: 'invalid_type' }>): string {
  const { input, expected } = issue;
  // The whole value (a request body) missing.
  if (input == null && !issue.path?.length) return '不能为空';
  if (input === undefined) return '必须提供';
  if ((expected === 'number' || expected === 'int') && typeof input === 'number' && Number.isNaN(input))
    return '应为数字';
  if (expected === 'int' && typeof input === 'number') return '应为整数';
  return `应为${TYPE_NAMES[expected] ?? '正确的格式'}`;
}

function tooSmall(issue: Extract<TIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? '不能为空' : `至少 ${min} 个字`;
    case 'array':
    case 'set':
      return min <= 1 ? '至少需要 1 项' : `至少需要 ${min} 项`;
    case 'file':
      return `文件不能小于 ${min} 字节`;
    case 'date':
      return `不能早于 ${new Date(min).toISOString()}`;
    default:
      return issue.inclusive === false ? `应大于 ${min}` : `不能小于 ${min}`;
  }
}

function tooBig(issue: Extract<TIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `不能超过 ${max} 个字`;
    case 'array':
    case 'set':
      return `最多 ${max} 项`;
    case 'file':
      return `文件不能超过 ${max} 字节`;
    case 'date':
      return `不能晚于 ${new Date(max).toISOString()}`;
    default:
      // Beyond the safe integer range: the limit itself means nothing to a person.
      if (max >= Number.MAX_SAFE_INTEGER) return '数值太大';
      return issue.inclusive === false ? `应小于 ${max}` : `不能大于 ${max}`;
  }
}

function invalidValue(issue: Extract<TIssue, { code: 'invalid_value' }>): string {
  const labels = valueLabels(issue.inst) ?? valueLabels(issue.schema);
  if (labels)
    return `只能是${either(
      issue.values.map((v) => `${labels[String(v)] ?? ''}（${String(v)}）`),
      '或',
    )}`;
  return `只能是 ${either(issue.values.map(String), ' 或 ')}`;
}

function invalidFormat(issue: Extract<TIssue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && typeof issue.prefix === 'string') return `应以「${issue.prefix}」开头`;
  if (issue.format === 'ends_with' && typeof issue.suffix === 'string') return `应以「${issue.suffix}」结尾`;
  if (issue.format === 'includes' && typeof issue.includes === 'string') return `应包含「${issue.includes}」`;
  return FORMAT_NAMES[issue.format] ?? '格式不正确';
}

/** zod's `localeError`: the plain Chinese default message of an issue. */
export function plainChineseError(issue: TIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return invalidValue(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `应为 ${issue.divisor} 的倍数`;
    case 'unrecognized_keys':
      return `含有不支持的字段 ${issue.keys.join('、')}`;
    case 'invalid_key':
      return '含有无效的键';
    case 'invalid_element':
      return '含有无效的值';
    default:
      return '格式不正确';
  }
}

// ── Naming the field ─────────────────────────────────────────────────────────────────────────

type TNode = z.core.$ZodType;

/** The schema inside a wrapper (optional, nullable, default, pipe…), or undefined. */
function innerOf(node: TNode): TNode | undefined {
  const def = node._zod.def as unknown as Record<string, unknown>;
  if (def.innerType) return def.innerType as TNode;
  if (def.type === 'pipe') return def.in as TNode;
  if (def.type === 'lazy' && typeof def.getter === 'function') return (def.getter as () => TNode)();
  return undefined;
}

/** The schema a path points to inside `schema` (objects, arrays, records), or undefined. */
function nodeAt(schema: unknown, path: readonly string[]): TNode | undefined {
  let node = schema && typeof schema === 'object' && '_zod' in schema ? (schema as TNode) : undefined;
  for (const key of path) {
    // Wrappers first: `config: ZSessionConfigInput.optional()` holds its object one level down.
    for (let i = 0; node && i < 8 && !['object', 'array', 'record', 'tuple'].includes(node._zod.def.type); i++)
      node = innerOf(node);
    if (!node) return undefined;
    const def = node._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'object') node = (def.shape as Record<string, TNode>)[key];
    else if (def.type === 'array') node = def.element as TNode;
    else if (def.type === 'record') node = def.valueType as TNode;
    else if (def.type === 'tuple') node = (def.items as TNode[])[Number(key)];
    else return undefined;
  }
  return node;
}

/** The Chinese `title` the schema gives the field at `path` (on it or on any of its wrappers). */
export function fieldTitle(schema: unknown, path: readonly string[]): string | undefined {
  for (let node = nodeAt(schema, path), i = 0; node && i < 8; node = innerOf(node), i++) {
    const title = z.globalRegistry.get(node as z.ZodType)?.title;
    if (title) return title;
  }
  return undefined;
}

// ── The 400 a request gets ───────────────────────────────────────────────────────────────────

const LOCATION_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};
const ROOT = '(根)';
/** A whole body that is not an object reads better as JSON. */
const ROOT_TEXTS: Record<string, string> = { 应为对象: '应为 JSON 对象' };

export interface TValidationReport {
  /** One sentence for the user: "请求体有误：作答时长：不能小于 0；…", or "请求体不能为空". */
  text: string;
  /** One entry per field (its first problem), `field` the dotted path, `(根)` for the whole part. */
  fields: { field: string; message: string }[];
}

/**
 * Where in nested lists a field is, counted from 1: "第 3 项" for `requirements.2`, "第 1 项中的第 2 项"
 * for `questions.0.key_points.1`; empty outside lists.
 */
function itemPlace(path: readonly string[]): string {
  return path
    .filter((p) => /^\d+$/.test(p))
    .map((p) => `第 ${Number(p) + 1} 项`)
    .join('中的');
}

/**
 * The 400 of a request that failed its route's schema: each field once (its first problem), named
 * by the schema's Chinese `title` if it gives one, else by its path — and not named at all when
 * the message already says it ("简历编号无效" needs no "简历编号：").
 */
export function describeValidation(
  issues: readonly { instancePath: string; message?: string | undefined }[],
  context: string | undefined,
  routeSchema: unknown,
): TValidationReport {
  const part = context ?? 'body';
  const location = LOCATION_NAMES[part] ?? '请求';
  const schema =
    routeSchema && typeof routeSchema === 'object' ? (routeSchema as Record<string, unknown>)[part] : undefined;
  const fields: TValidationReport['fields'] = [];
  const sentences: string[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || ROOT;
    if (fields.some((f) => f.field === field)) continue;
    const message = issue.message || '格式不正确';
    fields.push({ field, message });
    if (field === ROOT) {
      sentences.push(`${location}${ROOT_TEXTS[message] ?? message}`);
      continue;
    }
    const title = fieldTitle(schema, path);
    const place = itemPlace(path);
    // "题目不能为空" already names the field: only the place goes in front ("第 3 项：题目不能为空").
    if (title && message.includes(title)) sentences.push(place ? `${place}：${message}` : message);
    else if (title) sentences.push(`${title}${place ? `（${place}）` : ''}：${message}`);
    else sentences.push(message.includes(field) ? message : `${field}：${message}`);
  }
  const text = fields.every((f) => f.field === ROOT)
    ? sentences.join('；')
    : `${location}有误：${sentences.join('；')}`;
  return { text, fields };
}
