import type { TPlannedQuestion } from '../../provider.ts';
import { isNamedSkill, normaliseSkill } from '../../../text/index.ts';
import { trimClosing } from './question-gist.ts';

/**
 * A question's premise about the resume, and how a model's reading of it is checked (issue 33).
 * The builtin plan says "the resume shows nothing" only when the evidence index found nothing; a
 * configured model reads the resume text once more for the same thing in other words, and a
 * verbatim clause it quotes turns the question into one that probes that evidence. The model's
 * own wording of a question may not quote what neither source holds, nor claim an absence the
 * builtin did not.
 */

/** A question that tells the candidate their resume lacks something. */
export const ABSENCE_PREMISE =
  /没有看到相关|没(?:有)?看到|看不到|看不出|没(?:有)?(?:提到|提及|写|涉及|体现|接触过?|做过|相关)|并(?:没有|未)|还没有|未(?:体现|提及|提到|看到|涉及|写)|暂无|缺少|缺乏|不具备/;

export const hasAbsencePremise = (text: string): boolean => ABSENCE_PREMISE.test(text);

/** The names a requirement match says the resume lacks (its 未找到 list), each an alternative list joined by 或. */
export function absentNames(explanation: string): string[] {
  const list = /未找到：([^；。]+)/.exec(explanation)?.[1];
  return list
    ? list
        .split(/、|\s+或\s+/)
        .map((n) => n.trim())
        .filter(Boolean)
    : [];
}

/** Whether a match lacks a named skill ("熟悉 Kubernetes 容器编排"), so its absence may be said (else it is asked). */
export function absenceIsNamed(explanation: string): boolean {
  return absentNames(explanation).some((n) => isNamedSkill(normaliseSkill(n)));
}

/**
 * A question whose premise is that the resume lacks something: said in its words, or a requirement
 * the index found nothing for and asks about without saying so. A configured model checks both.
 */
export const hasPremise = (q: TPlannedQuestion): boolean =>
  hasAbsencePremise(q.text) || q.source.requirement_status === 'missing';

const EVIDENCE_CHARS = { min: 4, max: 120 } as const;
/** Quoted text in any of the quotation marks a model writes. */
const QUOTED = /「([^「」]{1,200})」|“([^“”]{1,200})”|"([^"]{1,200})"|『([^『』]{1,200})』/g;
/** Figures (8000, 1.2, 99.9%): a wording may not state one that no source holds. */
const FIGURE = /\d+(?:\.\d+)?/g;
/** Compared without white space, full-width forms folded (，→, ；→;), lower case. */
const squeeze = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * The model's evidence as the resume holds it (verbatim up to white space and full-width forms),
 * or null. It must be something the candidate did: a clause of a job or a project, not the
 * school or the contact line (北京邮电大学 shows no Kubernetes).
 */
export function verbatimEvidence(
  evidence: string | null | undefined,
  resumeText: string,
  experience?: string,
): string | null {
  const clause = trimClosing((evidence ?? '').trim().replace(/^[「“"]|[」”"]$/g, ''));
  if (clause.length < EVIDENCE_CHARS.min || clause.length > EVIDENCE_CHARS.max) return null;
  const flat = squeeze(clause);
  if (flat.length < EVIDENCE_CHARS.min || !squeeze(resumeText).includes(flat)) return null;
  if (experience !== undefined && !squeeze(experience).includes(flat)) return null;
  return clause;
}

/**
 * Why the model's wording of `original` may not be asked, or null when it may: a 「quote」 that
 * neither the resume, the position nor the builtin question holds, or a claim of absence the
 * builtin question does not make.
 */
export function wordingProblem(worded: string, original: TPlannedQuestion, sources: string): string | null {
  const holders = squeeze(`${sources}\n${original.text}\n${original.source.quote ?? ''}`);
  for (const match of worded.matchAll(QUOTED)) {
    const quote = match.slice(1).find((g) => g !== undefined) ?? '';
    if (!holders.includes(squeeze(quote))) return `quote_not_in_source: ${quote.slice(0, 40)}`;
  }
  for (const [figure] of worded.matchAll(FIGURE))
    if (!holders.includes(figure)) return `figure_not_in_source: ${figure}`;
  if (hasAbsencePremise(worded) && !hasAbsencePremise(original.text)) return 'claims_absence';
  return null;
}

/** The resume's experience text (jobs and projects), where evidence of a requirement can stand. */
export function experienceText(json: {
  work: readonly { highlights: readonly string[]; description?: string | null | undefined }[];
  projects: readonly { highlights: readonly string[]; description?: string | null | undefined }[];
}): string {
  return [...json.work, ...json.projects].flatMap((entry) => [entry.description ?? '', ...entry.highlights]).join('\n');
}

const EVIDENCE_REQUIREMENT = '岗位要求「{q}」。简历里提到「{e}」，讲讲你在其中负责的部分、怎么做的、结果如何。';
const EVIDENCE_CLAIM = '简历里写到「{e}」，能展开说说你在其中做了什么吗？';

/**
 * The question asked instead of an absence premise that the resume refutes: it quotes the
 * evidence and asks what the candidate did there; a requirement's rubric asks for results, not
 * for a plan to learn.
 */
export function probeEvidence(question: TPlannedQuestion, evidence: string): TPlannedQuestion {
  const premise_check = { verdict: 'refuted' as const, evidence };
  if (question.kind === 'requirement' && question.source.quote) {
    const rubric = question.rubric;
    const last = rubric.key_points.length - 1;
    const learning = rubric.key_points[last] === '上手计划';
    return {
      ...question,
      text: EVIDENCE_REQUIREMENT.replace('{q}', trimClosing(question.source.quote)).replace('{e}', evidence),
      source: { ...question.source, requirement_status: 'met', premise_check },
      rubric: learning
        ? {
            ...rubric,
            key_points: [...rubric.key_points.slice(0, last), '成果与数据'],
            key_point_aliases: [...rubric.key_point_aliases.slice(0, last), ['结果', '提升', '%', '效果', '降低']],
            reference_outline: ['用一个具体项目说明', '讲清你负责的部分和做法', '给出结果和数据'],
          }
        : rubric,
    };
  }
  return {
    ...question,
    text: EVIDENCE_CLAIM.replace('{e}', evidence),
    source: { ...question.source, quote: evidence, premise_check },
  };
}
