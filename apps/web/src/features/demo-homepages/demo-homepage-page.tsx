import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/public-header.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { DemoThemeScope } from './components/demo-theme-scope.tsx';
import { DesignSwitcher } from './components/design-switcher.tsx';
import { DESIGN_PRESETS, toDesignKey, type TDesignKey } from './design-presets.ts';
import { ClassicDesign } from './designs/classic-design.tsx';
import { DarkDesign } from './designs/dark-design.tsx';
import { DashboardDesign } from './designs/dashboard-design.tsx';
import { EditorialDesign } from './designs/editorial-design.tsx';
import { MinimalDesign } from './designs/minimal-design.tsx';
import { MobileDesign } from './designs/mobile-design.tsx';
import { SplitDesign } from './designs/split-design.tsx';
import { TimelineDesign } from './designs/timeline-design.tsx';
import { registerDemoHomepagesTexts } from './i18n.ts';
import './demo-homepages.css';

const DESIGNS: Record<TDesignKey, ComponentType> = {
  d1: ClassicDesign,
  d2: SplitDesign,
  d3: DarkDesign,
  d4: DashboardDesign,
  d5: TimelineDesign,
  d6: MobileDesign,
  d7: EditorialDesign,
  d8: MinimalDesign,
};

/**
 * /mock-homepage-1 … /mock-homepage-8: the design gallery. Each variant is a real alternative
 * home page in its own preset of the theme system, with sample content and the way to sign in.
 */
export function DemoHomepagePage({ variant }: { variant: number }) {
  registerDemoHomepagesTexts(); // before any `t` of the namespace; idempotent
  const { t } = useTranslation('demoHomepages');
  const key = toDesignKey(variant);
  const Design = DESIGNS[key];

  useEffect(() => {
    document.title = t('meta.title', { name: t(`designs.${key}.name`) });
  }, [t, key]);

  return (
    <DemoThemeScope preset={DESIGN_PRESETS[key]} scopeKey={key}>
      <div className={`op-page op-demo op-demo--${key}`}>
        <PublicHeader />
        <DesignSwitcher current={key} />
        <main id="main" className="op-page__main">
          <Design />
        </main>
        <p className="op-demo-note">{t('gallery.sampleNote')}</p>
        <SiteFooter />
      </div>
    </DemoThemeScope>
  );
}
