/**
 * A weight (0–1) as the percentage the screens and explanations show, one decimal at most: 0.65 →
 * 65, 0.175 → 17.5, 0.0292 → 2.9. The server's explanations and the web's labels use the same one,
 * so a weight never reads 18% above an explanation that says 17.5%.
 */
export const weightPercent = (weight: number): number => Math.round(weight * 1000) / 10;
