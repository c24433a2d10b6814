import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { computeTooltipPosition } from '../lib/tooltip-position.ts';
import './tooltip.css';

const { showDelayMs, fadeMs, maxWidthPx, viewportMarginPx } = BUSINESS_CONSTANTS.tooltip;

interface TTriggerProps {
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
  'aria-describedby'?: string;
  ref?: unknown;
}

/**
 * The custom tooltip of spec §9: shows 300 ms after hover or focus, fades over 0.2 s, at most
 * 200 px wide, above the element (below when there is no room), 8 px inside the window edges.
 * Escape hides it. The child must accept a ref and the mouse/focus handlers (any DOM element does).
 */
export function Tooltip({ title, children }: { title: ReactNode; children: ReactElement<TTriggerProps> }) {
  const id = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
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
      setPosition(undefined);
      setMounted(true);
    }, showDelayMs);
  }, []);

  const hide = useCallback(() => {
    clearTimers();
    setVisible(false);
    hideTimer.current = window.setTimeout(() => setMounted(false), fadeMs);
  }, []);

  // Measure after mounting, then fade in at the computed place.
  useLayoutEffect(() => {
    if (!mounted || !triggerRef.current || !tipRef.current) return;
    const place = () => {
      if (!triggerRef.current || !tipRef.current) return;
      const rect = triggerRef.current.getBoundingClientRect();
      const tip = tipRef.current.getBoundingClientRect();
      setPosition(
        computeTooltipPosition(
          rect,
          { width: tip.width, height: tip.height },
          { width: document.documentElement.clientWidth, height: window.innerHeight },
          { margin: viewportMarginPx },
        ),
      );
    };
    place();
    const frame = window.requestAnimationFrame(() => setVisible(true));
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [mounted]);

  useEffect(() => {
    if (!mounted) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mounted, hide]);

  useEffect(() => clearTimers, []);

  const child = children;
  const trigger = cloneElement(child, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    'aria-describedby': mounted ? id : child.props['aria-describedby'],
    onMouseEnter: (e: MouseEvent) => {
      child.props.onMouseEnter?.(e);
      show();
    },
    onMouseLeave: (e: MouseEvent) => {
      child.props.onMouseLeave?.(e);
      hide();
    },
    onFocus: (e: FocusEvent) => {
      child.props.onFocus?.(e);
      show();
    },
    onBlur: (e: FocusEvent) => {
      child.props.onBlur?.(e);
      hide();
    },
  });

  return (
    <>
      {trigger}
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
