/** Cues of a told story: its four steps and the speaker's own actions. */

/**
 * The four steps of a story, recognised by what a sentence does rather than by the step's name:
 * a time or situation (去年三月, 大三实习时, 项目上线前一周), a goal or a need (要在两周内, 需要我,
 * 目标是), a first-person action (我先…, 我把…, 我找了…), an outcome (a figure, or a decision or
 * change: 主管看了数据后同意了, 上线了, 再没出现过).
 */
export const STAR_CUES = {
  情境: /(当时|那时|背景|情况是|有一次|有次|之前在|去年|前年|那年|今年|上个月|那段时间|有段时间|(19|20)\d{2}\s*年|\d{1,2}\s*月|上半年|下半年|大[一二三四]|研[一二三]|刚入职|入职(后|第)|实习(的时候|期间|时)|(上线|发布|交付|考试|比赛)前|在.{1,12}(项目|公司|团队|部门|期间|实习|的时候|时)|(出现|遇到|发生|碰到)了?.{0,6}(问题|故障|堆积|延迟|冲突|分歧|困难|事故|bug|难题|瓶颈)|situation|at the time|background|last year|when i was)/i,
  任务: /(任务|目标|负责|选型|要不要|是否(要|该|需要)|该不该|(定|决定|讨论)(用|选)哪|需要我|要求|挑战|kpi|期限|deadline|(要|得|必须|需要)在.{0,8}(内|之前|前)|需要(把|让|在|解决|完成|搞定)|我(要|得|需要)(把|让|在|解决|完成|搞定|说服|拿下)|为了|希望(能|把)|\btask\b|\bgoal\b|\bneeded to\b)/i,
  行动: /(我(本人|自己)?(作为[^，。；,;]{1,12}[，,]?\s*)?[^，。；,;我]{0,4}?(先|首先|就|便|又|再|还|马上|立刻|主动|决定|采取|组织|设计|负责|带领|推动|提出|和|与|跟|把|通过|用|做了|写了|搭建|梳理|协调|安排|制定|找|让|拉|约|查|改|加|建|定|整理|分析|列|拆|画|试|学|读|跑|给|请|问|去|开始|利用|重新|每天|花了)|采取|\bi (personally |then |first )?(did|built|led|decided|organi[sz]ed|talked|set up|analy[sz]ed|added|wrote|designed|moved|asked|proposed|created)\b)/i,
  结果: /(结果|最终|最后|上线后|成功|(\d+|[一二两三四五六七八九十几半]+)\s*(天|周|个?星期|个?月|年)(后|之后|以后|内|之内)[^，。；,;]{0,8}(就|已经|便)?(能|会|可以|完成|上线|交付|学会|掌握|独立|做完|写完|跑通)|完成了|提升|提高到|降低|降到|缩短|减少|增加|增长|翻倍|获得|达成|按时|顺利|清零|恢复|同意|批准|采纳|认可|通过了|上线了|解决了|搞定了|拿下|签下|好评|表扬|转正|再也没|再没|没再|从此|后来(大家|团队|我们)|之后(大家|团队|我们)|\bresult|\boutcome|\breduc|\bimprov|\bagreed\b|\bapproved\b|\d+\s*%)/i,
} as const;
export type TStarStep = keyof typeof STAR_CUES;

export function starSteps(answer: string): TStarStep[] {
  return (Object.keys(STAR_CUES) as TStarStep[]).filter((step) => STAR_CUES[step].test(answer));
}

/** A first-person action: 我把…, 我负责…, I built… (not 我们). */
export const ACTION_VERBS =
  '负责|设计|主导|实现|推动|搭建|开发|编写|带领|组织|提出|优化|重构|决定|分析|定位|协调|完成|写了|做了|牵头|说服|整理|制定|排查|修复|查了|加了|改了|改成|换成|拆成|拆了|重建|找了|约了|拉了|跑了|测了|上线|迁移|接入|复现|联系|把|请教|写成|画了|列了';
export const FIRST_PERSON = new RegExp(
  `我(?!们)[^，。；！？,.;!?\\s]{0,4}?(${ACTION_VERBS})|\\bI (built|led|designed|implemented|wrote|created|managed|owned|drove|optimi[sz]ed|reduced|improved)\\b`,
  'gi',
);
export const ONE_FIRST_PERSON = new RegExp(FIRST_PERSON.source, 'i');
