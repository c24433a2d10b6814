import { useCallback, type MouseEvent } from 'react';
import { useThemeStore } from '../theme/theme-store.ts';
import './ripple.css';

/**
 * Ripple for our own clickable surfaces (antd's buttons use its wave, switched by the same flag).
 * Returns a mouse-down handler; the target needs `position: relative; overflow: hidden`
 * (class `op-ripple-host`). Does nothing when the theme's ripple flag is off.
 */
export function useRipple() {
  const enabled = useThemeStore((s) => s.config.ripple);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!enabled) return;
      const host = event.currentTarget;
      const rect = host.getBoundingClientRect();
      const size = Math.max(rect.width, rect.height) * 2;
      const ink = document.createElement('span');
      ink.className = 'op-ripple';
      ink.style.width = ink.style.height = `${size}px`;
      ink.style.left = `${event.clientX - rect.left - size / 2}px`;
      ink.style.top = `${event.clientY - rect.top - size / 2}px`;
      host.appendChild(ink);
      ink.addEventListener('animationend', () => ink.remove(), { once: true });
      window.setTimeout(() => ink.remove(), 1000);
    },
    [enabled],
  );
}
