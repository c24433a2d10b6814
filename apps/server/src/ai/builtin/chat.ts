import {
  GAP_PATTERN,
  type TChatIntent,
  type TChatReply,
  type TJobAnalysis,
  type TModification,
  type TResumeJson,
  type TResumeSection,
  type TScoreDimension,
} from '@offerpilot/shared';
import type { TFactSource } from '../fact-check.ts';
import { BUILTIN_MODEL, type TChatInput } from '../provider.ts';
import { analyzeBasic } from './analysis.ts';
import {
  hasGap,
  listBullets,
  planBulletModifications,
  planModifications,
  planSelfEvaluation,
  planSkillModifications,
  positionPlan,
  rewordText,
  rewriteBullet,
  type TBulletSection,
  type TPlannedChange,
  type TPositionPlan,
} from './rewrite.ts';
import { extractSkills, getSkill, isQuantified } from '../../text/index.ts';
import {
  answerAskInterviewer,
  answerCannot,
  answerDescribeProject,
  answerMissingRequirements,
  answerWeakest,
  checked,
  QUESTION_WORDS,
  SECTION_LABELS,
  short,
  squash,
  type TAnswer,
} from './chat-questions.ts';

/**
 * The built-in conversational assistant: reads what the user asks (Chinese or English), runs the
 * matching rules of the built-in engine on the part of the resume the message is about, and
 * answers in Chinese with concrete, fact-checked suggestions. Each suggestion's `original` is
 * verbatim resume text, so one click can apply it. Deterministic: the same resume, context and
 * message always give the same reply.
 */

const MAX_SUGGESTIONS = 5;
const firstClause = (reason: string) => reason.split('；')[0] ?? reason;

/** "是 72 分", or "无法评估：…" when the position gives nothing to check. */
const matchText = (job: TJobAnalysis) =>
  job.match_assessment?.score === null ? (job.match_assessment.reason ?? '无法评估') : `是 ${job.match_score} 分`;

// ── Understanding the message ────────────────────────────────────────────────────────────────

const QUOTES: [string, string][] = [
  ['“', '”'],
  ['"', '"'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
  ["'", "'"],
];

function extractQuoted(message: string): { quoted: string | null; rest: string } {
  for (const [open, close] of QUOTES) {
    const a = message.indexOf(open);
    const b = a >= 0 ? message.indexOf(close, a + 1) : -1;
    if (a >= 0 && b > a + 4) {
      return { quoted: message.slice(a + 1, b).trim(), rest: message.slice(0, a) + message.slice(b + 1) };
    }
  }
  const colon = /[：:]/.exec(message);
  if (colon) {
    const after = message.slice(colon.index + 1).trim();
    const before = message.slice(0, colon.index);
    const longEnough = /[\u3400-\u9fff]/.test(after) ? after.length >= 6 : after.split(/\s+/).length >= 3;
    if (longEnough) return { quoted: after, rest: before };
  }
  return { quoted: null, rest: message };
}

const SECTION_WORDS: [TResumeSection, RegExp][] = [
  [
    'self_evaluation',
    /自我评价|个人总结|自我介绍|个人简介|个人优势|自评|summary|profile|about me|self[- ]?evaluation|objective/i,
  ],
  ['projects', /项目|projects?\b/i],
  [
    'work',
    /工作经历|工作经验|工作内容|实习|工作|任职|work experience|employment|job history|\bexperience\b|\bwork\b|internship/i,
  ],
  ['education', /教育|学历|学校|在校|education|school|degree|university/i],
  ['skills', /技能|技术栈|skills?\b|tech stack/i],
  ['certificates', /证书|certificat/i],
  ['awards', /获奖|奖项|荣誉|awards?\b|honou?rs?\b/i],
  ['basics', /联系方式|电话|邮箱|基本信息|contact|phone|email/i],
];

const INTENT_WORDS = {
  explain_score:
    /(为什么|为啥|怎么|凭什么|why).{0,12}(分|score|rating|低|low)|分数|评分|得分|打分|扣分|多少分|\bscores?\b|\brating\b|\bgrade\b/i,
  concise:
    /精简|简洁|简练|简短|缩短|压缩|太长|啰嗦|冗长|短一[点些]|删减|精炼|concise|shorter|shorten|tighten|\btrim\b|too long|wordy|succinct|brief/i,
  quantify: /量化|数据|数字|指标|quantif|\bnumbers?\b|metrics?|measurable|\bdata\b/i,
  match: /匹配|契合|符合|差距|适合|胜任|够不够|\bmatch|\bfit\b|\bgaps?\b|suitable|qualif/i,
  rewrite:
    /改写|重写|优化|修改|润色|改一下|改改|改进|完善|调整|针对|定制|美化|rewrite|rephrase|improve|polish|tailor|optimi[sz]e|revise|\bedit\b|\bfix\b|better/i,
  skills: /技能|技术栈|skills?\b|tech stack/i,
  help: /帮助|能做什么|会做什么|怎么用|功能|\bhelp\b|what can you do|how does this work/i,
};

/** What the user asks for, which section the message names, and the text quoted in it. */
export function detectIntent(message: string): {
  intent: TChatIntent;
  section: TResumeSection | null;
  quoted: string | null;
} {
  const { quoted, rest } = extractQuoted(message);
  const text = rest.trim() || message;
  const section = SECTION_WORDS.find(([, re]) => re.test(text))?.[0] ?? null;
  let intent: TChatIntent;
  // Free-form questions first (issue 19): their wording overlaps the rewrite and match words.
  // Editing one's own text ("工资核算那段精简一下", "投递系统项目怎么写") is never out of scope.
  const edits =
    INTENT_WORDS.rewrite.test(text) ||
    INTENT_WORDS.concise.test(text) ||
    INTENT_WORDS.quantify.test(text) ||
    QUESTION_WORDS.describeProject.test(message);
  if (QUESTION_WORDS.cannot.test(text) && !edits) intent = 'cannot';
  else if (QUESTION_WORDS.askInterviewer.test(text)) intent = 'ask_interviewer';
  else if (QUESTION_WORDS.describeProject.test(message)) intent = 'describe_project';
  else if (QUESTION_WORDS.missingRequirements.test(text)) intent = 'missing_requirements';
  else if (QUESTION_WORDS.weakest.test(text)) intent = 'weakest';
  else if (INTENT_WORDS.explain_score.test(text) && !INTENT_WORDS.rewrite.test(text)) intent = 'explain_score';
  else if (INTENT_WORDS.concise.test(text)) intent = 'concise';
  else if (INTENT_WORDS.quantify.test(text) && !/数据分析|data analy/i.test(text)) intent = 'quantify';
  else if (INTENT_WORDS.match.test(text) && (!INTENT_WORDS.rewrite.test(text) || /匹配度|match score/i.test(text)))
    intent = 'match';
  else if (INTENT_WORDS.rewrite.test(text)) intent = section === 'skills' ? 'skills' : 'rewrite_section';
  else if (INTENT_WORDS.skills.test(text)) intent = 'skills';
  else if (INTENT_WORDS.explain_score.test(text)) intent = 'explain_score';
  else if (quoted && !INTENT_WORDS.help.test(text)) intent = 'rewrite_section';
  // The opening turn, a greeting or "what can you do": the menu. Any other question: a plain "cannot".
  else if (!message.trim() || INTENT_WORDS.help.test(text) || QUESTION_WORDS.greeting.test(text)) intent = 'help';
  else if (QUESTION_WORDS.overall.test(text)) intent = 'explain_score';
  else intent = 'cannot';
  return { intent, section, quoted };
}

// ── Finding resume text ──────────────────────────────────────────────────────────────────────

interface TLocated {
  section: TResumeSection;
  text: string;
}

function allLines(json: TResumeJson): TLocated[] {
  const out: TLocated[] = listBullets(json).map((b) => ({ section: b.section, text: b.text }));
  for (const s of json.skills) if (s.trim()) out.push({ section: 'skills', text: s });
  if (json.self_evaluation?.trim()) out.push({ section: 'self_evaluation', text: json.self_evaluation });
  for (const c of json.certificates) if (c.trim()) out.push({ section: 'certificates', text: c });
  for (const a of json.awards) if (a.trim()) out.push({ section: 'awards', text: a });
  return out;
}

/** The resume line a quoted or remembered text refers to (verbatim), or null. */
function locate(json: TResumeJson, text: string | null): TLocated | null {
  if (!text?.trim()) return null;
  const lines = allLines(json);
  const key = squash(text.replace(GAP_PATTERN, ''));
  if (!key) return null;
  return (
    lines.find((l) => l.text.trim() === text.trim()) ??
    lines.find((l) => squash(l.text) === key) ??
    (key.length >= 6 ? lines.find((l) => squash(l.text).includes(key)) : undefined) ??
    lines.find((l) => squash(l.text).length >= 6 && key.includes(squash(l.text))) ??
    null
  );
}

/** "这条 / 它 / this bullet": the text talked about last (context, else the last suggestion). */
function rememberedText(input: TChatInput): string | null {
  if (input.context.focus_text) return input.context.focus_text;
  for (let i = input.history.length - 1; i >= 0; i--) {
    const m = input.history[i]!;
    const s = m.role === 'assistant' ? m.suggestions?.find((x) => x.original.trim()) : undefined;
    if (s) return s.original;
  }
  return null;
}

/** "这条 / 它 / this bullet": the message is about the text talked about last. */
const REFERS_BACK = /这条|这句|这段|这一条|它|上面|刚才|\bthis\b|\bit\b|\bthat\b|the bullet|\bsame\b/i;

const BULLET_SECTIONS: TBulletSection[] = ['work', 'projects', 'education', 'other'];
const isBulletSection = (s: TResumeSection | null): s is TBulletSection =>
  s !== null && (BULLET_SECTIONS as string[]).includes(s);

function longestBullet(json: TResumeJson, section: TResumeSection | null): TLocated | null {
  const bullets = listBullets(json).filter((b) =>
    isBulletSection(section) ? b.section === section : b.section === 'work' || b.section === 'projects',
  );
  let best: TLocated | null = null;
  for (const b of bullets) if (!best || b.text.length > best.text.length) best = { section: b.section, text: b.text };
  return best;
}

// ── Replies ──────────────────────────────────────────────────────────────────────────────────

function listSuggestions(mods: TModification[]): string {
  return mods
    .map((m, i) =>
      m.original
        ? `${i + 1}. 「${short(m.original)}」→「${short(m.optimized, 60)}」：${firstClause(m.reason)}`
        : `${i + 1}. 在${SECTION_LABELS[m.section]}中新增「${short(m.optimized, 60)}」：${firstClause(m.reason)}`,
    )
    .join('\n');
}

const GAP_NOTE = '【待补充：…】是留给你填写真实信息的位置，请换成真实内容；确实没有就删掉，不要编造。';

function positionAdvisory(plan: TPositionPlan | null): string {
  if (!plan) return '';
  const missing = plan.job.missing_keywords.not_in_resume;
  return missing.length
    ? `\n岗位要求的 ${missing.join('、')} 在简历里完全没有出现，我不会替你写进经历；如果你确实做过，请如实补充具体做法。`
    : '';
}

function answerRewrite(
  input: TChatInput,
  source: TFactSource,
  asked: TResumeSection | null,
  quoted: string | null,
  plan: TPositionPlan | null,
): TAnswer {
  const json = source.json;
  const target =
    locate(json, quoted) ??
    (!quoted && !asked && REFERS_BACK.test(input.message) ? locate(json, rememberedText(input)) : null);
  const tailored = plan ? `按「${plan.position.name}」的要求` : '';
  if (quoted && !target) {
    const w = rewordText(quoted);
    return {
      reply:
        `没有在你的简历里找到「${short(quoted)}」这段文字，所以无法生成可一键应用的修改。` +
        (w.notes.length ? `按同样的规则，它可以改成：「${w.text}」（${w.notes.join('；')}）。` : '') +
        '你可以直接复制简历中的原句给我。',
      suggestions: [],
      focusSection: asked ?? input.context.focus_section,
      focusText: null,
    };
  }
  if (target && isBulletSection(target.section)) {
    const mods = checked(
      source,
      planBulletModifications(source, { sections: [target.section], only: [target.text], positionGaps: !!plan }, plan),
    );
    return {
      reply: mods.length
        ? `${tailored}改写了这条${SECTION_LABELS[target.section]}：\n${listSuggestions(mods)}\n${mods.some((m) => hasGap(m.optimized)) ? GAP_NOTE : ''}`.trim()
        : `「${short(target.text)}」已经比较规范：动词开头、没有空泛词${isQuantified(target.text) ? '、有具体数字' : ''}，我没有更好的改法。`,
      suggestions: mods,
      focusSection: target.section,
      focusText: target.text,
    };
  }
  const section = target?.section ?? asked ?? input.context.focus_section ?? 'work';
  let changes: TPlannedChange[];
  if (isBulletSection(section)) {
    changes = planBulletModifications(source, { sections: [section], positionGaps: !!plan }, plan);
  } else if (section === 'skills') changes = planSkillModifications(source, plan);
  else if (section === 'self_evaluation') changes = planSelfEvaluation(source, plan);
  else {
    return {
      reply: `${SECTION_LABELS[section]}是事实信息（姓名、联系方式、证书、奖项等），我不会改写它们，只建议核对是否准确、完整。可以让我改写工作经历、项目经历、专业技能或自我评价。`,
      suggestions: [],
      focusSection: section,
      focusText: null,
    };
  }
  const count = isBulletSection(section) ? listBullets(json).filter((b) => b.section === section).length : null;
  if (count === 0) {
    return {
      reply: `你的简历里没有识别到${SECTION_LABELS[section]}。如果有相关经历，请先补充进简历（写清时间、角色、做了什么和结果），我再帮你逐条润色。`,
      suggestions: [],
      focusSection: section,
      focusText: null,
    };
  }
  const mods = checked(source, changes).slice(0, MAX_SUGGESTIONS);
  const head = `${tailored}检查了${SECTION_LABELS[section]}${count ? `的 ${count} 条描述` : ''}`;
  const reply = mods.length
    ? `${head}，建议这样改（${mods.length} 处，点「应用」即可替换原文）：\n${listSuggestions(mods)}` +
      (mods.some((m) => hasGap(m.optimized)) ? `\n${GAP_NOTE}` : '') +
      positionAdvisory(plan)
    : `${head}，表述已经比较规范，没有需要改动的地方。${positionAdvisory(plan)}`;
  return { reply, suggestions: mods, focusSection: section, focusText: mods[0]?.original || null };
}

function answerExplainScore(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  const a = analyzeBasic(source);
  const sorted = [...a.sub_scores].sort((x, y) => x.score - y.score || y.weight - x.weight);
  const low = sorted.filter((s) => s.score < 85).slice(0, 2);
  const lines = [`简历综合得分 ${a.overall_score} 分（满分 100，由 6 个维度加权得出）。`];
  if (low.length === 0) lines.push('六个维度都在 85 分以上，整体已经不错。');
  else {
    lines.push('拉低分数的主要是：');
    for (const s of low)
      lines.push(`· ${s.label} ${s.score} 分（权重 ${Math.round(s.weight * 100)}%）：${s.explanation}`);
  }
  const lowDims = new Set<TScoreDimension>(low.map((s) => s.dimension));
  const issues = [
    ...a.issues.filter((i) => lowDims.has(i.dimension)),
    ...a.issues.filter((i) => !lowDims.has(i.dimension)),
  ]
    .filter((i) => i.excerpt.trim() || i.severity === 'high')
    .slice(0, 3);
  if (issues.length) {
    lines.push('具体问题：');
    for (const i of issues) {
      lines.push(`· ${i.excerpt ? `「${short(i.excerpt)}」：` : ''}${i.message}。建议：${i.suggestion}`);
    }
  }
  if (plan)
    lines.push(`对「${plan.position.name}」的岗位匹配度${matchText(plan.job)}，想看逐条对照可以问我「匹配度怎么样」。`);

  // Fixes for the weakest dimensions first.
  const all = planModifications(source, plan);
  const serves = (c: TPlannedChange): boolean => {
    if (lowDims.has('quantification') && c.kinds.has('quantify')) return true;
    if (lowDims.has('wording') && c.kinds.has('wording') && c.mod.section !== 'skills') return true;
    if (lowDims.has('skills') && c.mod.section === 'skills') return true;
    if (lowDims.has('completeness') && !c.mod.original) return true;
    return false;
  };
  const excerpts = new Set(issues.map((i) => i.excerpt));
  const ranked = [
    ...all.filter((c) => excerpts.has(c.mod.original)),
    ...all.filter((c) => !excerpts.has(c.mod.original) && serves(c)),
    ...all.filter((c) => !excerpts.has(c.mod.original) && !serves(c)),
  ];
  const mods = checked(source, ranked).slice(0, 3);
  if (mods.length) lines.push(`可以先做这 ${mods.length} 处修改：\n${listSuggestions(mods)}`);
  const located = issues
    .map((i) => ({ i, at: i.excerpt ? locate(source.json, i.excerpt) : null }))
    .filter((x) => x.at !== null);
  const firstHit = located.find((x) => isBulletSection(x.at!.section)) ?? located[0];
  const first = firstHit?.i;
  return {
    reply: lines.join('\n'),
    suggestions: mods,
    focusSection: first?.section ?? null,
    focusText: firstHit?.at?.text ?? null,
  };
}

/** The bullet a concise / quantify request is about. */
function targetOf(
  input: TChatInput,
  json: TResumeJson,
  asked: TResumeSection | null,
  quoted: string | null,
): { target: TLocated | null; quotedMissing: boolean } {
  if (quoted) {
    const t = locate(json, quoted);
    return { target: t, quotedMissing: !t };
  }
  const refersBack = REFERS_BACK.test(input.message) || asked === null;
  const remembered = refersBack ? locate(json, rememberedText(input)) : null;
  if (remembered && (!asked || remembered.section === asked)) return { target: remembered, quotedMissing: false };
  return { target: null, quotedMissing: false };
}

function answerConcise(
  input: TChatInput,
  source: TFactSource,
  asked: TResumeSection | null,
  quoted: string | null,
): TAnswer {
  const json = source.json;
  const { target: found, quotedMissing } = targetOf(input, json, asked, quoted);
  if (quotedMissing) {
    const w = rewordText(quoted!, { concise: true });
    return {
      reply:
        `没有在简历里找到「${short(quoted!)}」。` +
        (w.notes.length
          ? `单看这句，可以精简为：「${w.text}」（${w.notes.join('；')}）。`
          : '这句本身已经没有冗余词了，可以再考虑删去与目标岗位无关的细节。') +
        '如果要一键替换，请复制简历中的原句给我。',
      suggestions: [],
      focusSection: asked ?? input.context.focus_section,
      focusText: null,
    };
  }
  const target = found ?? longestBullet(json, asked ?? input.context.focus_section);
  if (!target) {
    return {
      reply: '简历里没有可以精简的经历要点。可以把要精简的句子发给我，例如「把这条精简一下：负责……」。',
      suggestions: [],
      focusSection: asked,
      focusText: null,
    };
  }
  let suggestion: TModification | null = null;
  if (target.section === 'self_evaluation') {
    const w = rewordText(target.text, { concise: true });
    if (w.notes.length) {
      suggestion = { section: 'self_evaluation', original: target.text, optimized: w.text, reason: w.notes.join('；') };
    }
  } else {
    const r = rewriteBullet(target.text, { wording: true, concise: true, quantify: false, split: true });
    if (r)
      suggestion = {
        section: target.section,
        original: target.text,
        optimized: r.optimized,
        reason: r.notes.join('；'),
      };
  }
  const mods = suggestion ? checked(source, [suggestion]) : [];
  const picked = found ? '' : `（${quoted ? '' : '没有指定句子，'}选了${SECTION_LABELS[target.section]}中最长的一条）`;
  if (!mods.length) {
    return {
      reply: `「${short(target.text, 60)}」${picked}已经很精炼：没有第一人称、冗余词和空泛的修饰。如果还嫌长，可以删去与目标岗位无关的细节，只保留「动作 + 对象 + 结果」。`,
      suggestions: [],
      focusSection: target.section,
      focusText: target.text,
    };
  }
  const m = mods[0]!;
  const len = (s: string) => s.replace(/\s/g, '').length;
  const last = [...input.history].reverse().find((h) => h.role === 'assistant');
  const again =
    last?.intent === 'concise' &&
    last.suggestions?.some((x) => x.original === m.original && x.optimized === m.optimized)
      ? '\n按规则能去掉的冗余已经都去掉了，再短就要删内容：可以只保留「动作 + 对象 + 结果」，把次要细节放到面试时再讲。'
      : '';
  return {
    reply: `精简后${picked}：\n「${m.optimized}」\n（${len(m.original)} 字 → ${len(m.optimized)} 字）改动：${m.reason}。${again}`,
    suggestions: mods,
    focusSection: target.section,
    focusText: target.text,
  };
}

function answerQuantify(
  input: TChatInput,
  source: TFactSource,
  asked: TResumeSection | null,
  quoted: string | null,
): TAnswer {
  const json = source.json;
  const { target, quotedMissing } = targetOf(input, json, asked, quoted);
  if (quotedMissing) {
    return {
      reply: `没有在简历里找到「${short(quoted!)}」。请复制简历中的原句，我会在句末留出填写数据的位置。`,
      suggestions: [],
      focusSection: asked,
      focusText: null,
    };
  }
  const advice =
    '我不会替你编数字：请把【待补充】换成真实的数据，例如用户量、金额、提升或降低的百分比、节省的时间、负责的人数；记不清精确值可以写近似值或区间。';
  if (target && isBulletSection(target.section)) {
    if (isQuantified(target.text)) {
      return {
        reply: `「${short(target.text, 60)}」已经有具体数字了，不需要再加。可以检查数字是否写清了对比基准（从多少到多少、提升了多少）。`,
        suggestions: [],
        focusSection: target.section,
        focusText: target.text,
      };
    }
    const r = rewriteBullet(target.text, { wording: false, quantify: true, split: false });
    const mods = r
      ? checked(source, [
          { section: target.section, original: target.text, optimized: r.optimized, reason: r.notes.join('；') },
        ])
      : [];
    return {
      reply: mods.length
        ? `在这条的结尾留出了填写数据的位置：\n「${mods[0]!.optimized}」\n${advice}`
        : `「${short(target.text)}」这类描述不适合加数字（它是项目介绍或技术栈）。`,
      suggestions: mods,
      focusSection: target.section,
      focusText: target.text,
    };
  }
  const sections: TBulletSection[] = isBulletSection(asked) ? [asked] : ['work', 'projects'];
  const mods = checked(
    source,
    planBulletModifications(source, {
      sections,
      wording: false,
      split: false,
      quantify: true,
      gapsPerEntry: 99,
      allowGapOnly: true,
    }),
  ).slice(0, MAX_SUGGESTIONS);
  const total = listBullets(json).filter((b) => sections.includes(b.section)).length;
  if (!mods.length) {
    return {
      reply: total
        ? `${sections.map((s) => SECTION_LABELS[s]).join('和')}的 ${total} 条描述都已经有具体数字，量化做得很好。`
        : '简历里还没有工作或项目经历的描述，先补充经历，我再帮你量化成果。',
      suggestions: [],
      focusSection: asked,
      focusText: null,
    };
  }
  return {
    reply: `${sections.map((s) => SECTION_LABELS[s]).join('和')}中有 ${mods.length} 条描述没有任何数字，我在每条结尾留出了填写位置：\n${listSuggestions(mods)}\n${advice}`,
    suggestions: mods,
    focusSection: mods[0]!.section,
    focusText: mods[0]!.original,
  };
}

function answerMatch(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  if (!plan) {
    return {
      reply:
        '要分析匹配度，需要先选择一个目标岗位：在对话上方的「目标岗位」里选一个已保存的岗位，或到「岗位管理」中新建岗位（可以直接粘贴招聘描述）。选好之后再问我「匹配度怎么样」，我会逐条对照岗位要求，告诉你哪些已满足、哪些只写在技能栏、哪些还缺。',
      suggestions: [],
      focusSection: null,
      focusText: null,
    };
  }
  const job = plan.job;
  const lines = [`你的简历与「${plan.position.name}」的匹配度${matchText(job)}。`];
  const label = { met: '已满足', partial: '部分满足', missing: '缺少' } as const;
  for (const r of job.requirements.slice(0, 8)) {
    lines.push(
      `· ${label[r.status]}${r.kind === 'preferred' ? '（加分项）' : ''}：${short(r.requirement, 50)}——${short(r.explanation.split('。')[0] ?? '', 80)}`,
    );
  }
  const stated = job.missing_keywords.in_resume_not_stated;
  if (stated.length) {
    lines.push(
      `${stated.join('、')} 只写在技能栏或自我评价里，经历中看不到用它们做过什么：我在最相关的经历后面留了说明位置。`,
    );
  }
  const mods = checked(
    source,
    planBulletModifications(
      source,
      { wording: false, quantify: false, split: false, positionGaps: true, allowGapOnly: true },
      plan,
    ).filter((c) => c.kinds.has('position')),
  ).slice(0, MAX_SUGGESTIONS);
  if (mods.length) lines.push(listSuggestions(mods), GAP_NOTE);
  const missing = job.missing_keywords.not_in_resume;
  if (missing.length) {
    lines.push(
      `${missing.join('、')} 在简历中完全没有出现：如果你确实有相关经验，请如实补充到对应经历；没有的话不要写，可以在面试前有针对性地准备。`,
    );
  }
  return {
    reply: lines.join('\n'),
    suggestions: mods,
    focusSection: mods[0]?.section ?? null,
    focusText: mods[0]?.original ?? null,
  };
}

function answerSkills(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  const json = source.json;
  const experience = listBullets(json)
    .filter((b) => b.section === 'work' || b.section === 'projects')
    .map((b) => b.text)
    .join('\n');
  const shownIds = new Set(extractSkills(experience).map((m) => m.id));
  const listed = new Map<string, string>();
  for (const item of json.skills) {
    for (const m of extractSkills(item)) if (!listed.has(m.id)) listed.set(m.id, m.matched.trim());
  }
  const hard = [...listed.entries()].filter(
    ([id]) => !['soft-skill', 'language', 'office', 'certificate'].includes(getSkill(id)?.category ?? ''),
  );
  const shown = hard.filter(([id]) => shownIds.has(id)).map(([, n]) => n);
  const onlyListed = hard.filter(([id]) => !shownIds.has(id)).map(([, n]) => n);
  const lines: string[] = [];
  if (listed.size === 0) lines.push('简历没有专业技能栏（或没有识别出具体技能）。');
  else {
    lines.push(`技能栏识别出 ${listed.size} 项技能。`);
    if (shown.length) lines.push(`在经历中有实际使用例子的：${shown.join('、')}。`);
    if (onlyListed.length) {
      lines.push(
        `只写在技能栏、经历中没有体现的：${onlyListed.join('、')}——建议在用过它们的经历里写明做了什么；没怎么用过的可以删去或写「了解」。`,
      );
    }
  }
  if (plan) {
    const matched = plan.job.matched_keywords;
    if (matched.length) lines.push(`岗位看重、你已经在经历中体现的：${matched.join('、')}。`);
  }
  const changes = [
    ...planSkillModifications(source, plan),
    ...(plan
      ? planBulletModifications(
          source,
          { wording: false, quantify: false, split: false, positionGaps: true },
          plan,
        ).filter((c) => c.kinds.has('position'))
      : []),
  ];
  const mods = checked(source, changes).slice(0, MAX_SUGGESTIONS);
  if (mods.length) lines.push(`建议修改：\n${listSuggestions(mods)}`);
  else lines.push('技能栏的写法已经规范，没有重复或不统一的名称。');
  const advisory = positionAdvisory(plan);
  return {
    reply: lines.join('\n') + advisory,
    suggestions: mods,
    focusSection: 'skills',
    focusText: mods.find((m) => m.section === 'skills')?.original || null,
  };
}

function answerHelp(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  const all = planModifications(source, plan);
  const value = (c: TPlannedChange) =>
    (c.mod.requirement ? 8 : 0) +
    (c.kinds.has('wording') && c.mod.section !== 'skills' ? 3 : 0) +
    (c.kinds.has('quantify') ? 2 : 0) +
    (c.mod.section === 'self_evaluation' ? 4 : 0) +
    (c.mod.section === 'skills' && !c.mod.original ? 4 : 0) +
    (c.kinds.has('split') ? 1 : 0);
  const ranked = all
    .map((c, i) => ({ c, i, v: value(c) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.c);
  const mods = checked(source, ranked).slice(0, 3);
  const lines = [
    '我可以帮你：',
    '· 解释评分：问「为什么我的分数低」，我会说明哪几个维度扣了分、扣在哪几句；',
    `· 改写某一部分：如「帮我${plan ? '按这个岗位' : ''}改写项目经历」；`,
    '· 精简句子：如「把这条精简一下：……」；',
    '· 量化成果：如「给工作经历加上数据」，我会留出填写位置，不会编数字；',
    '· 岗位匹配：选好目标岗位后问「匹配度怎么样」；',
    '· 整理技能：问「技能栏怎么改」；',
    '· 回答问题：如「哪里最弱」「某个项目怎么写」「还缺哪些要求」「可以问面试官什么」。',
  ];
  if (mods.length) lines.push(`眼下最值得先改的 ${mods.length} 处：\n${listSuggestions(mods)}`);
  return {
    reply: lines.join('\n'),
    suggestions: mods,
    focusSection: mods[0]?.section ?? null,
    focusText: mods[0]?.original || null,
  };
}

/** The built-in conversational assistant (deterministic, offline). */
export function chatBuiltin(input: TChatInput): TChatReply {
  const source: TFactSource = { text: input.resume.text, json: input.resume.json };
  const { intent, section, quoted } = detectIntent(input.message);
  const plan = () => positionPlan(input.resume, input.position);
  let answer: TAnswer;
  switch (intent) {
    case 'rewrite_section':
      answer = answerRewrite(input, source, section, quoted, plan());
      break;
    case 'explain_score':
      answer = answerExplainScore(source, plan());
      break;
    case 'concise':
      answer = answerConcise(input, source, section, quoted);
      break;
    case 'quantify':
      answer = answerQuantify(input, source, section, quoted);
      break;
    case 'match':
      answer = answerMatch(source, plan());
      break;
    case 'skills':
      answer = answerSkills(source, plan());
      break;
    case 'weakest':
      answer = answerWeakest(source, plan());
      break;
    case 'describe_project':
      answer = answerDescribeProject(source, input.message, plan());
      break;
    case 'missing_requirements':
      answer = answerMissingRequirements(plan());
      break;
    case 'ask_interviewer':
      answer = answerAskInterviewer(source, plan());
      break;
    case 'cannot':
      answer = answerCannot(input.message);
      break;
    default:
      answer = answerHelp(source, plan());
  }
  return {
    reply: answer.reply,
    intent,
    suggestions: answer.suggestions,
    context: {
      focus_section: answer.focusSection ?? input.context.focus_section,
      focus_text: answer.focusText ?? (answer.focusSection ? null : input.context.focus_text),
      turns: input.context.turns + 1,
    },
    engine: { provider: 'builtin', model: BUILTIN_MODEL, elapsed_ms: 0, fallback_reason: null },
  };
}
