import fs from 'node:fs';
import { evaluateAnswerBuiltin } from '../../apps/server/src/ai/builtin/interview/index.ts';
import { customRubric } from '../../apps/server/src/ai/builtin/interview/custom.ts';
import { parseResume } from '../../apps/server/src/text/index.ts';
const resume = { text: '张三', json: parseResume('张三') };
const qs = new Map<string, { question: string; reference: string; full: string }>();
for (const f of fs.readdirSync('bench/data/interview-answers-dev2')) for (const l of fs.readFileSync(`bench/data/interview-answers-dev2/${f}`, 'utf8').split('\n').filter(Boolean)) { const q = JSON.parse(l); qs.set(q.id, q); }
for (const l of fs.readFileSync('bench/data/interview-answers-wrong.jsonl', 'utf8').split('\n').filter(Boolean)) {
  const w = JSON.parse(l);
  if (w.set !== 'dev2') continue;
  const q = qs.get(w.id)!;
  const question = { kind: 'custom' as const, text: q.question, source: { type: 'custom' as const }, time_limit_s: 180, rubric: customRubric({ text: q.question, reference_answer: q.reference }) };
  const ev = (a: string) => evaluateAnswerBuiltin({ question, answer_text: a, difficulty: 'medium', resume, follow_ups_asked: 0, follow_ups_enabled: true }).feedback;
  const fw = ev(w.wrong), ff = ev(q.full);
  const flag = fw.improvements.filter((t) => /说反了|数字不对/.test(t));
  console.log(`${w.id} ${w.kind.join(',')} wrong=${fw.score} full=${ff.score} ${flag.length ? 'FLAGGED' : ''}\n  errors: ${w.errors.join(' | ')}\n  ${flag.join(' / ').slice(0, 200)}`);
}
