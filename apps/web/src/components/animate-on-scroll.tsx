import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './animate-on-scroll.css';

type TAnimation = 'fade-up' | 'fade-in' | 'zoom-in';

/**
 * Animate-on-scroll: children enter with an animation the first time they scroll into view.
 * Without IntersectionObserver, or with reduced motion asked for, they simply show.
 */
export function AnimateOnScroll({
  children,
  animation = 'fade-up',
  delayMs = 0,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  animation?: TAnimation;
  delayMs?: number;
  className?: string;
  as?: 'div' | 'section' | 'li' | 'article';
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(
    () =>
      typeof IntersectionObserver === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px', threshold: 0.08 },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);

  const style = { '--op-aos-delay': `${delayMs}ms` } as CSSProperties;
  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      className={['op-aos', `op-aos--${animation}`, shown ? 'op-aos--in' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-aos-state={shown ? 'in' : 'pending'}
      style={style}
    >
      {children}
    </Tag>
  );
}
