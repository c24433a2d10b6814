export interface TRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface TTooltipPlacement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

/**
 * Spec §9 tooltip: above the element, below when there is no room above, and always `margin`
 * px inside the window edges. Coordinates are viewport (client) pixels.
 */
export function computeTooltipPosition(
  trigger: TRect,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  { gap = 8, margin = 8 }: { gap?: number; margin?: number } = {},
): TTooltipPlacement {
  const roomAbove = trigger.top - gap - tip.height >= margin;
  const roomBelow = trigger.top + trigger.height + gap + tip.height <= viewport.height - margin;
  const side: 'top' | 'bottom' = roomAbove || !roomBelow ? 'top' : 'bottom';
  let top = side === 'top' ? trigger.top - gap - tip.height : trigger.top + trigger.height + gap;
  let left = trigger.left + trigger.width / 2 - tip.width / 2;

  const clamp = (value: number, size: number, limit: number) =>
    Math.max(margin, Math.min(value, limit - margin - size));
  left = clamp(left, tip.width, viewport.width);
  top = clamp(top, tip.height, viewport.height);
  return { top: Math.round(top), left: Math.round(left), side };
}
