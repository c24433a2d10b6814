import { isQuantified } from '../../../text/index.ts';

/**
 * Chinese bullets as a career coach writes them (issue 35, item 2), after the wording rules:
 * a bullet with a figure opens on the precise verb (「负责订单服务重构，…」 → 「重构订单服务，…」) and
 * states its result as the effect of the action (「…，将接口耗时从 800ms 降至 200ms」); filler goes.
 * Never a stronger role than the text says (参与 and 协助 stay as written), never a new fact: every
 * number, name and skill comes through verbatim, only the words around them move.
 */

export interface TCoachStep {
  text: string;
  notes: string[];
}

/** Verbs that name the work itself, precise enough to open a bullet. */
const ACTS =
  '编写|开发|设计|重构|搭建|优化|迭代|维护|运维|测试|部署|实施|落地|建设|运营|推广|开拓|拓展|管理|编制|撰写|策划|规划|调研|对接|推进|改造|升级|迁移|治理|交付|组织|培训|审核|核算|整合|梳理|分析|盘点|办理|跟进|审批|录入|核对';
/** Acts that also name a thing before a noun (采购模块, 统计报表): only at a clause's end, after their object. */
const END_ACTS = `${ACTS}|统计|筛选|执行|制作|回复|更新|推送|排版|整理|汇总`;
/** 负责 + verb + object: 「负责迭代搜索排序模型」 → 「迭代搜索排序模型」. */
const OWN_VERB = new RegExp(`^负责(${ACTS})(?![与和及、]|工作)([^，,；;。]{2,})`);
/** 负责 + object + (的) + verb, one verb only: 「负责订单服务重构」 → 「重构订单服务」. */
const OWN_OBJECT = new RegExp(`^负责([^，,；;。]{2,20}?)(的)?(${END_ACTS})(?=$|[，,；;。])`);
/** 负责 + object + (的) + two acts: 「负责 iOS 端的开发和维护」. */
const OWN_JOINT = new RegExp(
  `^负责([^，,；;。]{2,20}?)的?(${END_ACTS})(?:和|与|及|、)(${END_ACTS})(?:工作)?(?=$|[，,；;。])`,
);
/** 「…的日常运营」: 日常 says how often, not what; 「运营门店会员的日常」 would misread it. */
const MANNER = /(?:日常|常规|整体|全面|具体|相关|主要|核心|部分)$/;
/** A design noun that stays with its object (「…的架构设计」 → 「设计…的架构」). */
const OWN_COMPOUND = /^负责([^，,；;。]{2,20}?)的(架构|技术方案|数据模型|表结构)(设计|优化|重构|升级)(?=$|[，,；;。])/;

/**
 * The opening 负责 replaced by the verb it stands for (2026-12-04: with or without a figure — an
 * outside rater counted a kept 负责 as a weak opener every time): one act, or two acts of one
 * object. 负责 stays before a manner word (日常运营), a list of objects or acts it cannot join.
 */
export function strongOpening(body: string): TCoachStep {
  const note = '「负责…」改为直接说做了什么的动词开头，职责范围不变';
  // Two acts of one object: 「负责 iOS 端的开发和维护」 → 「开发并维护 iOS 端」.
  const joint = OWN_JOINT.exec(body);
  if (joint && !MANNER.test(joint[1]!)) {
    const [all, what, a, b] = joint;
    return { text: `${a}并${b}${spacedObject(what!)}${body.slice(all.length)}`, notes: [note] };
  }
  const compound = OWN_COMPOUND.exec(body);
  if (compound) {
    const [all, what, noun, act] = compound;
    return { text: `${act}${what}的${noun}${body.slice(all.length)}`, notes: [note] };
  }
  const object = OWN_OBJECT.exec(body);
  // 「负责两个公众号的日常更新」 → 「日常更新两个公众号」: how often goes before the act it qualifies.
  const manner = object ? /^(.{2,18}?)的(日常|每日|每周|每月|每季度)$/.exec(object[1]!) : null;
  if (object && manner && !/[与和及、]/.test(manner[1]!)) {
    return {
      text: `${manner[2]}${object[3]}${spacedObject(manner[1]!)}${body.slice(object[0].length)}`,
      notes: [note],
    };
  }
  if (object) {
    const [all, what, , act] = object;
    // A list of things (订单、库存) or a joint act (设计与开发) is not one object: leave it.
    // 「…的日常运营」: 日常 says how often, not what; 「运营门店会员的日常」 would misread it.
    // …nor an object that holds an act of its own (「ERP 系统的功能测试与性能测试」: 测试 is the noun's).
    if (!/[与和及、]$|^[与和及、]/.test(what!) && !MANNER.test(what!) && !new RegExp(ACTS).test(what!)) {
      return { text: `${act}${spacedObject(what!)}${body.slice(all.length)}`, notes: [note] };
    }
  }
  const verb = OWN_VERB.exec(body);
  if (verb) return { text: body.slice('负责'.length), notes: [note] };
  return { text: body, notes: [] };
}

/** 「重构」 + 「 ERP 模块」: a space where Chinese meets a Latin letter, none otherwise. */
function spacedObject(what: string): string {
  const w = what.trim();
  return /^[A-Za-z0-9]/.test(w) ? ` ${w}` : w;
}

/** Verbs of a change that take an object (将 X 从 A 降至 B). */
const TRANSITIVE = '降低|缩短|减少|提升|提高|压缩|降';
/** Verbs of a change that do not (粉丝从 5 万增长至 48 万). */
const INTRANSITIVE = '增长|下降|上升|增加|达到';
/** A clause that is itself a result (a figure and a change), not an action. */
const RESULT_CLAUSE = new RegExp(`(?:${TRANSITIVE}|${INTRANSITIVE})(?:了)?(?:到|至)?\\s*\\d`);
const CAUSAL = /^(?:将|使|从而|最终|并|进而|帮助|推动|带动|实现|通过|同时|此外)/;
const ACTION_START = new RegExp(
  `^(?:${ACTS}|负责|参与|协助|主导|带领|完成|编写|引入|推动|搭建|上线|支持|覆盖|管理|沉淀|输出|建立|制定)`,
);

/** A noun phrase that names a measure (覆盖率, 处理时长, 采购成本). */
const METRIC_END = /(?:率|数|量|时间|时长|周期|成本|费用|耗时|评分|效率|延迟|占比|次数)$/;
/** Verbs that take a measure as their object: 「推动转化率提升」 is an action, not a subject. */
const CAUSING_VERB = /^(?:推动|带动|实现|提升|提高|降低|完成|负责|参与|协助|主导|带领|保障|确保|优化)/;

/** 「提升到」 → 「提升至」: the written résumé form. */
const toZhi = (s: string) => s.replace(new RegExp(`(${TRANSITIVE}|${INTRANSITIVE}|降)了?(?:到|至)了?`, 'g'), '$1至');

/**
 * A result clause written as a bare statement after the action (「…，接口耗时从 800ms 降到 200ms」)
 * becomes the action's effect (「…，将接口耗时从 800ms 降至 200ms」; 「…，使缺陷数下降 40%」), so the
 * figure reads as what the work achieved. Only the first result clause gets 将 / 使.
 */
export function resultAsEffect(body: string): TCoachStep {
  const parts = body.split(/([，,；;])/);
  if (parts.length < 3) return { text: body, notes: [] };
  let linked = false;
  let changed = false;
  for (let i = 2; i < parts.length; i += 2) {
    const clause = parts[i]!;
    const end = /[。.]$/.exec(clause)?.[0] ?? '';
    const core = clause.slice(0, clause.length - end.length);
    if (!isQuantified(core)) continue;
    const prev = parts[i - 2]!;
    const subjectRe = '([^，,；;。]{2,16}?)';
    const from = new RegExp(`^${subjectRe}从(.{1,14}?)(${TRANSITIVE}|${INTRANSITIVE})了?(?:到|至)了?(.{1,14})$`).exec(
      core,
    );
    const to = new RegExp(`^${subjectRe}(${TRANSITIVE})了?(?:到|至)了?(.{1,14})$`).exec(core);
    // 「年度采购成本下降约 7.8%」: a hedge (约 / 近 / 超过) before the figure is still the figure.
    const by = new RegExp(
      `^${subjectRe}(${TRANSITIVE}|${INTRANSITIVE})(?:了)?(\\s*(?:约|近|超过|超|逾)?\\s*\\d.{0,14})$`,
    ).exec(core);
    const subject = (from ?? to ?? by)?.[1];
    const isSubject =
      subject !== undefined &&
      !CAUSAL.test(core) &&
      // 「测试覆盖率」「盘点差异率」 name a measure although they open on a verb; 「推动转化率」 does not.
      (!ACTION_START.test(subject) || (METRIC_END.test(subject) && !CAUSING_VERB.test(subject))) &&
      // 「同比增长 30%」 has no subject: 「使同比增长」 would not be Chinese.
      !/^(?:同比|环比|整体|总体|平均|累计|最高|最终|共计|合计|大幅|显著)$/.test(subject.trim()) &&
      // 「活动期间社群 GMV 达到…」: a time opens the clause; 「使活动期间…」 would not be Chinese.
      !/^(?:活动期间|期间|上线后|半年内|一年内|全年|当年|今年|去年|同期|首月|次月|当月|大促期间|其中|其|该|此|这)/.test(
        subject.trim(),
      ) &&
      !/[的地得从]$/.test(subject) &&
      !/\d/.test(subject.replace(/[A-Za-z][A-Za-z0-9.]*/g, '')) &&
      // The clause before is the action this result comes from, not another result.
      !(isQuantified(prev) && RESULT_CLAUSE.test(prev));
    let next = core;
    // 「将 Lighthouse 评分…」: a space where Chinese meets a Latin letter.
    const lead = (marker: string) => `${marker}${/^[A-Za-z0-9]/.test(subject ?? '') ? ' ' : ''}`;
    if (isSubject && !linked) {
      if (from) {
        const transitive = new RegExp(`^(?:${TRANSITIVE})$`).test(from[3]!);
        next = `${transitive ? lead('将') : ''}${subject}从${from[2]}${from[3]}至${from[4]}`;
      } else if (to) next = `${lead('将')}${subject}${to[2]}至${to[3]}`;
      else if (by) next = `${lead('使')}${subject}${by[2]}${by[3]}`;
      linked = next !== core;
    } else if (from || to) next = toZhi(core);
    if (next !== core) {
      parts[i] = next + end;
      changed = true;
    }
  }
  return changed
    ? { text: parts.join(''), notes: ['把数字结果写成这项工作带来的效果（将… / 使…），成果一眼可见'] }
    : { text: body, notes: [] };
}

const FILLER: [RegExp, string][] = [
  [
    /(?:积极|认真|努力|顺利|有效|很好地|较好地|成功)(?=参与|完成|配合|协助|上线|落地|交付|推动|搭建|实现|提升|降低|解决|策划|组织|举办)/g,
    '',
  ],
  [/(?:圆满)(?=完成)/g, ''],
];

/** Adverbs that say nothing (积极参与, 顺利完成, 成功上线) go: the verb and the figure speak. */
export function cutFiller(body: string): TCoachStep {
  let text = body;
  for (const [re, to] of FILLER) text = text.replace(re, to);
  return text === body ? { text: body, notes: [] } : { text, notes: ['删去空泛的修饰词（积极 / 顺利 / 成功…）'] };
}

/** The coach's steps on a Chinese sentence (no label, no bullet mark), in order. */
export function coachZh(body: string): TCoachStep {
  let text = body;
  const notes: string[] = [];
  for (const step of [cutFiller, strongOpening, resultAsEffect]) {
    const r = step(text);
    text = r.text;
    notes.push(...r.notes);
  }
  return { text, notes };
}
