/**
 * The built-in (offline, deterministic) resume analysis: a basic quality rubric over six
 * dimensions and, for a position, a requirement-by-requirement match read from the whole resume
 * text (the parsed structure on top) plus a BM25-style relevance of the text to the advert. Same
 * input, deep-equal output: no clock (except to close a work period "至今" when the resume states
 * no date of its own), no randomness, and every list is built in document order. The rules and weights are documented
 * in docs/ai-engine.md ("## Analysis"); the Chinese explanations repeat them for the user.
 *
 * The public API of the folder; the module map is in docs/ai-engine.md.
 */

/** Re-exported for the callers that read it with the analysis (tests, the bench). */
export { isQuantified } from '../../../text/index.ts';
export { analyzeBasic } from './basic.ts';
export { analyzeJob, scoredRequirementItems } from './job.ts';
export { collapseInitials } from './helpers.ts';
export {
  requiredDegree,
  requiredYears,
  requirementPlan,
  splitPreferred,
  type TRequirementPlanItem,
} from './requirements.ts';
export { isMemberOf, MEMBER_FAMILIES } from './find.ts';
export { wordingVariants } from './alternatives.ts';
export { componentBase, RELEVANCE_WEIGHT, weighScores } from './components.ts';
export { demonstratedEvidence, demonstratedSkills } from './context.ts';
export { LINE_LEAD, type TUnshownSkill, unshownListedSkills } from './listed-skills.ts';
