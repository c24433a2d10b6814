/**
 * A session's planned minutes: each question's answer time plus about half a minute around it,
 * at least 5 (the server's plannedMinutes, apps/server/src/modules/interview/templates.ts). A mock
 * interview is charged its real elapsed minutes, so this is what it costs at most when the user
 * keeps to the answer time.
 */
export function plannedMinutes(questionCount: number, answerTimeLimitS: number): number {
  return Math.max(5, Math.ceil((questionCount * (answerTimeLimitS + 30)) / 60));
}
