import type { TAnalysisIssue } from '@offerpilot/shared';
import type { TContext, TDimensionResult } from './context.ts';
import { clamp, issue, mark, nonEmpty } from './helpers.ts';

/** The contact dimension of the basic rubric. */

// ── Contact ──────────────────────────────────────────────────────────────────────────────────

function phoneWellFormed(phone: string): boolean {
  const digits = phone.replace(/[\s\-()（）.]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return /^\+86/.test(digits) ? /^\+861[3-9]\d{9}$/.test(digits) : true;
  if (/^1\d*$/.test(digits)) return /^1[3-9]\d{9}$/.test(digits); // Chinese mobile: 11 digits
  if (/^0\d*$/.test(digits)) return /^0\d{9,11}$/.test(digits); // landline with area code
  return /^\d{7,12}$/.test(digits); // a local number elsewhere
}
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$/;

export function scoreContact(ctx: TContext): TDimensionResult {
  const b = ctx.json.basics;
  const issues: TAnalysisIssue[] = [];
  let phonePoints = 0;
  let emailPoints = 0;
  if (nonEmpty(b.phone)) {
    if (phoneWellFormed(b.phone)) phonePoints = 35;
    else {
      phonePoints = 15;
      issues.push(
        issue(
          'contact',
          'medium',
          'basics',
          b.phone,
          '电话号码格式看起来不完整',
          '检查号码位数，手机号写成 11 位（如 138 0013 8000），海外号码加国家区号。',
        ),
      );
    }
  } else
    issues.push(
      issue('contact', 'high', 'basics', '', '没有找到电话号码', '在姓名下方写上手机号，方便招聘方直接联系你。'),
    );
  if (nonEmpty(b.email)) {
    if (EMAIL.test(b.email.trim())) emailPoints = 35;
    else {
      emailPoints = 15;
      issues.push(
        issue(
          'contact',
          'medium',
          'basics',
          b.email,
          '邮箱格式看起来不正确',
          '检查邮箱地址的拼写，格式应为 name@example.com。',
        ),
      );
    }
  } else
    issues.push(issue('contact', 'high', 'basics', '', '没有找到邮箱', '写上常用邮箱，很多公司通过邮件发送面试邀请。'));
  const cityPoints = nonEmpty(b.city) ? 20 : 0;
  if (!cityPoints)
    issues.push(
      issue('contact', 'low', 'basics', '', '没有写所在城市', '写上现居城市或期望城市，便于招聘方判断通勤和面试安排。'),
    );
  const targetPoints = nonEmpty(b.target_role) ? 10 : 0;
  if (!targetPoints)
    issues.push(
      issue(
        'contact',
        'low',
        'basics',
        '',
        '没有写求职意向',
        '在基本信息中写明目标岗位，如「求职意向：Java 开发工程师」。',
      ),
    );
  const score = clamp(phonePoints + emailPoints + cityPoints + targetPoints);
  const explanation =
    `电话${mark(phonePoints > 0)}（格式正确 35 分，格式可疑 15 分，得 ${phonePoints}）、` +
    `邮箱${mark(emailPoints > 0)}（同上，得 ${emailPoints}）、所在城市${mark(cityPoints > 0)}（20 分）、` +
    `求职意向${mark(targetPoints > 0)}（10 分）；合计 ${score} 分。`;
  const strengths = score === 100 ? ['电话、邮箱、所在城市和求职意向齐全，招聘方能直接联系到你。'] : [];
  return { score, explanation, issues, strengths };
}
