import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTooltipPosition } from '../src/lib/tooltip-position.ts';

const viewport = { width: 1440, height: 900 };

describe('tooltip placement (spec §9)', () => {
  it('sits centred above the element when there is room', () => {
    const p = computeTooltipPosition(
      { top: 400, left: 600, width: 100, height: 32 },
      { width: 180, height: 40 },
      viewport,
    );
    expect(p).toEqual({ side: 'top', top: 400 - 8 - 40, left: 650 - 90 });
  });

  it('goes below when there is no room above', () => {
    const p = computeTooltipPosition(
      { top: 20, left: 600, width: 100, height: 32 },
      { width: 180, height: 40 },
      viewport,
    );
    expect(p.side).toBe('bottom');
    expect(p.top).toBe(20 + 32 + 8);
  });

  it('stays 8 px inside the left and right window edges', () => {
    expect(
      computeTooltipPosition({ top: 400, left: 0, width: 40, height: 32 }, { width: 200, height: 40 }, viewport).left,
    ).toBe(8);
    expect(
      computeTooltipPosition({ top: 400, left: 1420, width: 20, height: 32 }, { width: 200, height: 40 }, viewport)
        .left,
    ).toBe(1440 - 8 - 200);
  });

  it('always stays inside the window for any element that is on screen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2560 }),
        fc.integer({ min: 300, max: 1600 }),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 16, max: 120 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (vw, vh, tipW, tipH, fx, fy) => {
          const trigger = { left: fx * (vw - 40), top: fy * (vh - 30), width: 40, height: 30 };
          const p = computeTooltipPosition(trigger, { width: tipW, height: tipH }, { width: vw, height: vh });
          expect(p.left).toBeGreaterThanOrEqual(8);
          expect(p.left + tipW).toBeLessThanOrEqual(vw - 8 + 1);
          expect(p.top).toBeGreaterThanOrEqual(8);
          expect(p.top + tipH).toBeLessThanOrEqual(vh - 8 + 1);
        },
      ),
    );
  });
});
