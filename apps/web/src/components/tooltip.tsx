import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { computeTooltipPosition } from '../lib/tooltip-position.ts';
import './tooltip.css';

const { showDelayMs, fadeMs, maxWidthPx, viewportMarginPx } = BUSINESS_CONSTANTS.tooltip;

/**
 * The custom tooltip of spec §9: shows 300 ms after hover or focus, fades over 0.2 s, at most
 * 200 px wide, above the element (below when there is no room), 8 px inside the window edges.
 * Escape hides it. The anchor wraps its child without changing layout (`display: contents`
 * is avoided so the anchor can be measured); the child gets `aria-describedby` while shown.
 */
export function Tooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement | null>(null);
  const tipRef = useRef<HTMLDivElement | null>(null);
  const showTimer = useRef<number | undefined>(undefined);
  const hideTimer = useRef<number | undefined>(undefined);
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number; side: 'top' | 'bottom' }>();

  const clearTimers = () => {
    window.clearTimeout(showTimer.current);
    window.clearTimeout(hideTimer.current);
  };

  const show = useCallback(() => {
    clearTimers();
    showTimer.current = window.setTimeout(() => {
      // Still mounted (hovered again while fading out): just show it again where it is.
      setMounted((wasMounted) => {
        if (wasMounted) setVisible(true);
        else setPosition(undefined);
        return true;
      });
    }, showDelayMs);
  }, []);

  const hide = useCallback(() => {
    clearTimers();
    setVisible(false);
    hideTimer.current = window.setTimeout(() => setMounted(false), fadeMs);
  }, []);

  // Measure after mounting, then fade in at the computed place; follow scroll and resize.
  useLayoutEffect(() => {
    if (!mounted) return;
    const target = (anchorRef.current?.firstElementChild as HTMLElement | null) ?? anchorRef.current;
    const place = () => {
      if (!target || !tipRef.current) return;
      const tip = tipRef.current.getBoundingClientRect();
      setPosition(
        computeTooltipPosition(
          target.getBoundingClientRect(),
          { width: tip.width, height: tip.height },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          { margin: viewportMarginPx },
        ),
      );
    };
    place();
    // Add to the child's own description (a field error, say) rather than replace it.
    const ownDescription = target?.getAttribute('aria-describedby');
    target?.setAttribute('aria-describedby', ownDescription ? `${ownDescription} ${id}` : id);
    const frame = window.requestAnimationFrame(() => setVisible(true));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    window.addEventListener('keydown', onKey);
    return () => {
      if (ownDescription) target?.setAttribute('aria-describedby', ownDescription);
      else target?.removeAttribute('aria-describedby');
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      window.removeEventListener('keydown', onKey);
    };
  }, [mounted, id, hide]);

  useEffect(() => clearTimers, []);

  return (
    <>
      <span
        ref={anchorRef}
        className="op-tooltip-anchor"
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        {children}
      </span>
      {mounted &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            className={`op-tooltip${visible && position ? ' op-tooltip--visible' : ''}`}
            data-side={position?.side ?? 'top'}
            style={{
              top: position?.top ?? 0,
              left: position?.left ?? 0,
              maxWidth: maxWidthPx,
              transitionDuration: `${fadeMs}ms`,
            }}
          >
            {title}
          </div>,
          document.body,
        )}
    </>
  );
}
