import { ArrowLeftOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mockHomepagePath, ROUTES } from '../../../lib/routes.ts';
import { DESIGN_KEYS, type TDesignKey } from '../design-presets.ts';

/** The gallery bar under the header: which design this is, the seven others, and the way back. */
export function DesignSwitcher({ current }: { current: TDesignKey }) {
  const { t } = useTranslation('demoHomepages');
  const listRef = useRef<HTMLOListElement>(null);

  // On a narrow screen the list scrolls sideways: bring this design's pill into view, page unmoved.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [current]);

  return (
    <nav className="op-demo-switcher" aria-label={t('gallery.label')}>
      <div className="op-demo-switcher__inner">
        <span className="op-demo-switcher__label">
          {t('gallery.label')}
          <span className="op-demo-switcher__preset">{t(`designs.${current}.preset`)}</span>
        </span>
        <ol ref={listRef} className="op-demo-switcher__list">
          {DESIGN_KEYS.map((key, i) => (
            <li key={key}>
              <Link
                to={mockHomepagePath(i + 1)}
                className="op-demo-switcher__link"
                aria-current={key === current ? 'page' : undefined}
              >
                <span className="op-demo-switcher__n">{i + 1}</span>
                {t(`designs.${key}.name`)}
              </Link>
            </li>
          ))}
        </ol>
        <Link to={ROUTES.officialWebsite} className="op-demo-switcher__back">
          <ArrowLeftOutlined aria-hidden /> {t('gallery.back')}
        </Link>
      </div>
    </nav>
  );
}
