import { describe, expect, it } from 'vitest';
import { BANK_SKILLS, COMPETENCY_IDS, QUESTION_BANK, bankBySkill } from '../src/ai/builtin/interview/bank/index.ts';
import type { TBankQuestion } from '../src/ai/builtin/interview/bank/index.ts';
import { SKILL_LEXICON } from '../src/text/skill-lexicon.ts';

const LEXICON_IDS = new Set(SKILL_LEXICON.map((entry) => entry.id));
const COMPETENCIES = new Set<string>(COMPETENCY_IDS);
const technical = QUESTION_BANK.filter((q) => q.kind === 'technical');
const behavioral = QUESTION_BANK.filter((q) => q.kind === 'behavioral');

/** Lists the questions that break a rule, so a failure names them. */
const offenders = (rule: (q: TBankQuestion) => boolean) => QUESTION_BANK.filter((q) => !rule(q)).map((q) => q.id);

/** Text without punctuation and spaces, for comparing questions. */
const bare = (text: string) => text.replace(/[\s\p{P}]/gu, '').toLowerCase();

function bigrams(text: string): Set<string> {
  const s = bare(text);
  const grams = new Set<string>();
  for (let i = 0; i < s.length - 1; i++) grams.add(s.slice(i, i + 2));
  return grams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

describe('interview question bank: size and coverage', () => {
  it('has at least 320 questions over at least 45 skills', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(320);
    expect(BANK_SKILLS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(QUESTION_BANK.map((q) => q.skill)).size).toBe(BANK_SKILLS.length);
  });

  it('has every difficulty at least 60 times', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      expect(QUESTION_BANK.filter((q) => q.difficulty === difficulty).length, difficulty).toBeGreaterThanOrEqual(60);
    }
  });

  it('keys technical questions by skill-lexicon ids and behavioural ones by competency ids', () => {
    expect(offenders((q) => (q.kind === 'technical' ? LEXICON_IDS.has(q.skill) : COMPETENCIES.has(q.skill)))).toEqual(
      [],
    );
    expect(offenders((q) => !COMPETENCIES.has(q.skill) || q.kind === 'behavioral')).toEqual([]);
  });

  it('asks 5–10 questions of at least two difficulties per technical skill', () => {
    const skills = new Set(technical.map((q) => q.skill));
    expect(skills.size).toBeGreaterThanOrEqual(35);
    for (const skill of skills) {
      const questions = bankBySkill(skill);
      expect(questions.length, skill).toBeGreaterThanOrEqual(5);
      expect(questions.length, skill).toBeLessThanOrEqual(10);
      expect(new Set(questions.map((q) => q.difficulty)).size, skill).toBeGreaterThanOrEqual(2);
    }
  });

  it('asks 8–10 behavioural questions for every competency', () => {
    expect(new Set(behavioral.map((q) => q.skill))).toEqual(COMPETENCIES);
    for (const competency of COMPETENCY_IDS) {
      expect(bankBySkill(competency).length, competency).toBeGreaterThanOrEqual(8);
      expect(bankBySkill(competency).length, competency).toBeLessThanOrEqual(10);
    }
  });
});

describe('interview question bank: ids and texts', () => {
  it('numbers ids per skill and never repeats one', () => {
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(QUESTION_BANK.length);
    expect(offenders((q) => new RegExp(`^${q.skill}-\\d{2}$`).test(q.id))).toEqual([]);
  });

  it('writes each question once: no equal texts and no near-identical pair', () => {
    expect(new Set(QUESTION_BANK.map((q) => bare(q.text))).size).toBe(QUESTION_BANK.length);
    const grams = QUESTION_BANK.map((q) => bigrams(q.text));
    const similar: string[] = [];
    for (let i = 0; i < grams.length; i++) {
      for (let j = i + 1; j < grams.length; j++) {
        if (jaccard(grams[i]!, grams[j]!) > 0.5) similar.push(`${QUESTION_BANK[i]!.id} ~ ${QUESTION_BANK[j]!.id}`);
      }
    }
    expect(similar).toEqual([]);
  });

  it('asks in Chinese, at most 200 characters, ending with ？ or 。', () => {
    expect(offenders((q) => q.text.length <= 200 && /[？。]$/.test(q.text))).toEqual([]);
    expect(offenders((q) => /\p{Script=Han}/u.test(q.text))).toEqual([]);
  });
});

describe('interview question bank: rubrics', () => {
  it('has 3–6 short key points, each with 1–4 non-empty aliases in the same order', () => {
    expect(offenders((q) => q.key_points.length >= 3 && q.key_points.length <= 6)).toEqual([]);
    expect(offenders((q) => q.key_points.every((p) => p.trim().length > 0 && p.length <= 20))).toEqual([]);
    expect(offenders((q) => q.key_point_aliases.length === q.key_points.length)).toEqual([]);
    expect(
      offenders((q) =>
        q.key_point_aliases.every((a) => a.length >= 1 && a.length <= 4 && a.every((w) => w.trim().length > 0)),
      ),
    ).toEqual([]);
  });

  it('keeps the key points of a question distinct', () => {
    expect(offenders((q) => new Set(q.key_points).size === q.key_points.length)).toEqual([]);
    expect(offenders((q) => q.key_point_aliases.every((a) => new Set(a).size === a.length))).toEqual([]);
  });

  it('has a reference outline of 3–6 lines and at most 2 follow-ups', () => {
    expect(offenders((q) => q.reference_outline.length >= 3 && q.reference_outline.length <= 6)).toEqual([]);
    expect(offenders((q) => q.reference_outline.every((line) => line.trim().length > 0))).toEqual([]);
    expect(offenders((q) => q.deeper === undefined || (q.deeper.length >= 1 && q.deeper.length <= 2))).toEqual([]);
  });

  it('follows STAR in every behavioural rubric', () => {
    for (const q of behavioral) {
      for (const step of ['情境', '任务', '行动', '结果']) {
        expect(
          q.key_points.some((p) => p.startsWith(`${step}：`)),
          `${q.id} ${step}`,
        ).toBe(true);
      }
    }
  });
});

describe('bankBySkill and BANK_SKILLS', () => {
  it('returns the questions of one skill in id order, and nothing for an unknown id', () => {
    const redis = bankBySkill('redis');
    expect(redis.length).toBeGreaterThanOrEqual(5);
    expect(redis.every((q) => q.skill === 'redis')).toBe(true);
    expect(redis.map((q) => q.id)).toEqual([...redis.map((q) => q.id)].sort());
    expect(bankBySkill('no-such-skill')).toEqual([]);
  });

  it('lists every skill once and covers the whole bank', () => {
    expect(new Set(BANK_SKILLS).size).toBe(BANK_SKILLS.length);
    expect(BANK_SKILLS.reduce((n, skill) => n + bankBySkill(skill).length, 0)).toBe(QUESTION_BANK.length);
  });

  it('covers what Chinese job seekers apply for', () => {
    const wanted = [
      'java',
      'spring',
      'mysql',
      'redis',
      'kafka',
      'linux',
      'docker',
      'kubernetes',
      'python',
      'go',
      'cpp',
      'javascript',
      'typescript',
      'react',
      'vue',
      'css',
      'html',
      'nodejs',
      'android',
      'ios',
      'algorithms',
      'networking',
      'distributed-systems',
      'microservices',
      'software-testing',
      'cybersecurity',
      'machine-learning',
      'deep-learning',
      'nlp',
      'data-analysis',
      'sql',
      'excel',
      'product-management',
      'user-research',
      'operations',
      'marketing',
      'sales',
      'recruitment',
      'accounting',
      'project-management',
      'ui-design',
    ];
    expect(wanted.filter((skill) => bankBySkill(skill).length === 0)).toEqual([]);
  });
});
