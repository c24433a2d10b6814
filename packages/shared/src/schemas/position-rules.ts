// The plain constants of position.ts (limits, Chinese messages) without zod, so that a screen needing
// only them does not load the schema library (packages/shared is sideEffects-free).

export const POSITION_LIMITS = {
  name: 100,
  companyName: 100,
  responsibilities: 5000,
  requirementItem: 500,
  requirementItems: 50,
  workLocation: 100,
  industry: 50,
  experienceLevel: 50,
  salaryRange: 50,
  keyword: 100,
  customName: 100,
  advertText: 20_000,
} as const;
export const POSITION_MESSAGES = {
  nameRequired: '请填写岗位名称',
  nameTooLong: `岗位名称不能超过${POSITION_LIMITS.name}个字`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  /** The server's refusal of too many requirement lines; with `count`, the form's (it knows how many). */
  tooManyRequirements: (count?: number) =>
    count === undefined
      ? `任职要求最多${POSITION_LIMITS.requirementItems}条`
      : `任职要求最多${POSITION_LIMITS.requirementItems}条，现在有${count}条，请合并或删去一些`,
  /** The form's refusal of one requirement line over the limit, by its number and its opening words. */
  requirementTooLong: (index: number, opening: string) =>
    `第${index}条任职要求（「${opening}…」）超过${POSITION_LIMITS.requirementItem}个字，请拆成几条或精简`,
  notFound: '岗位不存在或已被删除',
  templateNotFound: '岗位模板不存在',
  created: '岗位创建成功',
  updated: '岗位已更新',
  deleted: '岗位已删除',
  cloned: '已从模板创建岗位',
  advertEmpty: '请粘贴招聘信息',
  fetched: '获取成功',
} as const;
