import type { TFitRequirement } from '@offerpilot/shared';
import { normaliseSkill } from '../../../text/index.ts';
import type { TFitBody, TFitInput } from '../../provider.ts';
import { analyzeJob } from '../analysis.ts';
import { matchText, phraseTermShare, saysPhrase, splitSentences } from './terms.ts';

/**
 * How well the candidate fits the position: the resume's job match (the same analysis as the
 * resume screen) next to what the interview showed, requirement by requirement. A requirement is
 * "shown in the interview" by an answer to a question asked about it (or its skill) that scored at
 * least SHOWN_SCORE, or by any answer that names it (a lexicon skill by any of its names, otherwise
 * most of its own terms) with concrete detail (specificity at least SPECIFIC). Rules:
 * docs/ai-engine.md ("Fit").
 */

export const SHOWN_SCORE = 60;
export const SPECIFIC = 50;
/** Share of a requirement's own terms an answer must have when the requirement names no skill. */
const TERM_SHARE = 0.6;
/** Credit per status in the evidence share: both 1, interview only 0.75, resume only 0.5, neither 0. */
const CREDIT: Record<TFitRequirement['status'], number> = {
  both: 1,
  interview_only: 0.75,
  resume_only: 0.5,
  neither: 0,
};
const WEIGHTS = { resume: 0.4, interview: 0.3, evidence: 0.3 } as const;
const QUOTE_CHARS = 80;

const short = (s: string, n = QUOTE_CHARS) => (s.length > n ? `${s.slice(0, n)}…` : s);

type TAnswered = TFitInput['questions'][number] & { answer_text: string; score: number; specificity: number };

function skillsOf(requirement: { requirement: string; skills: string[] }): string[] {
  return requirement.skills.map((s) => normaliseSkill(s) ?? s);
}

/** The sentence of the answer that names the requirement, or its opening. */
function quoteOf(answer: string, phrases: string[]): string {
  const sentences = splitSentences(answer);
  const hit = sentences.find((s) => phrases.some((p) => saysPhrase(matchText(s), p)));
  return short(hit ?? sentences[0] ?? answer);
}

/** The words every requirement wraps its subject in ("有…经验", "熟悉…", "…者优先"), not its subject. */
const FRAME =
  /^(?:具有|具备|拥有|熟练掌握|熟练使用|熟练|熟悉|精通|掌握|了解|擅长|能够|有)\s*|\s*(?:相关)?(?:工作)?(?:经验|经历|能力|背景)?(?:者)?(?:优先)?[。；;，,]?$/g;
const subjectOf = (requirement: string) => requirement.replace(FRAME, '').trim() || requirement;

/** At most this many answers are quoted per requirement, the best first. */
const MAX_EVIDENCE = 3;

function interviewEvidence(requirement: { requirement: string; skills: string[] }, answered: TAnswered[]) {
  const ids = skillsOf(requirement);
  // Names as the requirement writes them: saysPhrase knows every alias of a lexicon skill.
  const phrases = requirement.skills.length ? requirement.skills : [subjectOf(requirement.requirement)];
  const found = answered.flatMap((a) => {
    const source = a.question.source;
    const askedAbout =
      source.quote === requirement.requirement ||
      (source.skill !== undefined && ids.includes(normaliseSkill(source.skill) ?? source.skill));
    const text = matchText(a.answer_text);
    const names = requirement.skills.length
      ? requirement.skills.some((s) => saysPhrase(text, s))
      : phraseTermShare(text, phrases[0]!) >= TERM_SHARE;
    if (!(askedAbout && a.score >= SHOWN_SCORE) && !(names && a.specificity >= SPECIFIC)) return [];
    return [{ question_id: a.id, label: a.label, score: a.score, quote: quoteOf(a.answer_text, phrases) }];
  });
  return found.sort((x, y) => y.score - x.score).slice(0, MAX_EVIDENCE);
}

function statusOf(inResume: boolean, inInterview: boolean): TFitRequirement['status'] {
  if (inResume && inInterview) return 'both';
  if (inResume) return 'resume_only';
  return inInterview ? 'interview_only' : 'neither';
}

/** How advice names the position's requirements: as requirements, never as what the resume wrote. */
const REQUIREMENT = '岗位要求';

function adviceOf(requirements: TFitRequirement[]): string[] {
  const names = (status: TFitRequirement['status']) =>
    requirements
      .filter((r) => r.status === status)
      .slice(0, 3)
      .map((r) => `「${short(r.requirement, 24)}」`)
      .join('、');
  const out: string[] = [];
  const resumeOnly = names('resume_only');
  if (resumeOnly)
    out.push(
      `${REQUIREMENT}${resumeOnly}在简历里有依据，面试中却没有讲出来：各准备一个用 STAR 结构讲的具体例子（背景、你的做法、可量化的结果）。`,
    );
  const interviewOnly = names('interview_only');
  if (interviewOnly)
    out.push(
      `${REQUIREMENT}${interviewOnly}在面试中讲到了，简历里却看不到：把它写进相关经历，面试官筛简历时才看得见。`,
    );
  const neither = names('neither');
  if (neither)
    out.push(
      `${REQUIREMENT}${neither}在简历和面试中都没有体现：如果你确实具备，补充到简历并准备例子；如果不具备，先了解基础，面试时坦诚说明学习计划。`,
    );
  if (!out.length && requirements.length)
    out.push('每条岗位要求在简历和面试中都有体现，保持这种一致性，并把面试中讲得最好的例子写进简历。');
  return out;
}

export function fitInterviewBuiltin(input: TFitInput): TFitBody {
  const answered: TAnswered[] = input.questions.flatMap((q) =>
    q.answer_text && q.score !== null
      ? [{ ...q, answer_text: q.answer_text, score: q.score, specificity: q.specificity ?? 0 }]
      : [],
  );
  if (!input.position) {
    return {
      resume_match: null,
      coverage: { resume: 0, interview: 0, both: 0 },
      fit_score: null,
      explanation: '这场面试没有关联岗位，无法按岗位要求评估匹配度；选择岗位后再面试一次即可得到。',
      requirements: [],
      advice: ['从岗位列表选择目标岗位后开始面试，报告会逐条对照岗位要求。'],
    };
  }
  const job = analyzeJob(input.resume, input.position);
  const requirements: TFitRequirement[] = job.requirements.map((r) => {
    const inResume = r.status === 'met' || (r.status === 'partial' && r.coverage >= 0.5);
    const evidence = interviewEvidence(r, answered);
    return {
      requirement: r.requirement,
      resume_evidence: inResume ? short(r.evidence[0]?.excerpt ?? r.explanation) : null,
      interview_evidence: evidence,
      status: statusOf(inResume, evidence.length > 0),
    };
  });
  const n = requirements.length;
  const share = (pred: (r: TFitRequirement) => boolean) =>
    n ? Math.round((requirements.filter(pred).length / n) * 100) / 100 : 0;
  const coverage = {
    resume: share((r) => r.status === 'both' || r.status === 'resume_only'),
    interview: share((r) => r.status === 'both' || r.status === 'interview_only'),
    both: share((r) => r.status === 'both'),
  };
  const resumeMatch = job.match_assessment?.score ?? null;
  const evidence = n ? requirements.reduce((s, r) => s + CREDIT[r.status], 0) / n : null;
  let fit: number | null = null;
  let explanation: string;
  if (resumeMatch === null || evidence === null) {
    explanation = '岗位描述里没有可逐条核对的要求，无法计算匹配度；补充岗位要求后可重新查看。';
  } else {
    // The explanation states the numbers used: the evidence is rounded before it is weighed.
    const evidenceScore = Math.round(evidence * 100);
    fit = Math.round(
      WEIGHTS.resume * resumeMatch + WEIGHTS.interview * input.interview_score + WEIGHTS.evidence * evidenceScore,
    );
    explanation =
      `匹配度 ${fit} = 简历匹配 ${resumeMatch} × 40% + 面试得分 ${input.interview_score} × 30% + 要求佐证 ${evidenceScore} × 30%。` +
      `要求佐证：${n} 条要求中，简历和面试都体现的记 1 分，仅面试体现 0.75，仅简历 0.5，都未体现 0；面试中，针对该要求提问且得分不低于 ${SHOWN_SCORE} 的回答，或具体讲到它（具体程度不低于 ${SPECIFIC}）的回答，才算体现。`;
  }
  return {
    resume_match: resumeMatch,
    coverage,
    fit_score: fit,
    explanation,
    requirements,
    advice: adviceOf(requirements),
  };
}
