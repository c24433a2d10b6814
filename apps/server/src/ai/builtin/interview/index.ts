/** The built-in interviewer and evaluator agents (issue 13): plan, evaluate, report. */
export { planInterviewBuiltin } from './plan.ts';
export { evaluateAnswerBuiltin } from './evaluate.ts';
export { reportInterviewBuiltin } from './report.ts';
export { rankCompetencies } from './report-threads.ts';
export { fitInterviewBuiltin } from './fit.ts';
