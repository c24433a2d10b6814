import { THEME_PRESETS, getThemePalette, type TThemePreset } from '@offerpilot/shared';
import { App, Button, Card, ColorPicker, Radio, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../../theme/theme-store.ts';

const QUICK_PRIMARY = ['#000000', '#1677ff', '#0f9d58', '#7c3aed', '#ea580c', '#e11d48'];
const QUICK_SURFACE = ['#ffffff', '#f8fafc', '#fbf7f0', '#1f1f1f', '#0f172a'];

function Swatches({
  colours,
  value,
  onPick,
  label,
}: {
  colours: string[];
  value: string;
  onPick: (c: string) => void;
  label: string;
}) {
  return (
    <div className="op-swatches" role="group" aria-label={label}>
      {colours.map((c) => (
        <button
          key={c}
          type="button"
          className="op-swatch"
          style={{ background: c }}
          aria-label={c}
          aria-pressed={value.toLowerCase() === c}
          onClick={() => onPick(c)}
        />
      ))}
    </div>
  );
}

/** Preset, primary colour, surface colour, ripple and rtl: every change saved and applied at once. */
export function ThemeConfigurator() {
  const { t } = useTranslation('theme');
  const { message } = App.useApp();
  const config = useThemeStore((s) => s.config);
  const set = useThemeStore((s) => s.set);
  const reset = useThemeStore((s) => s.reset);
  const palette = getThemePalette(config);

  const swatches: [string, string][] = [
    [t('config.swatches.primary'), palette.primary],
    [t('config.swatches.primaryLight'), palette.primaryLight],
    [t('config.swatches.primaryDark'), palette.primaryDark],
    [t('config.swatches.surface'), palette.surface],
    [t('config.swatches.surface1'), palette.surfaceShades[0]],
    [t('config.swatches.surface2'), palette.surfaceShades[1]],
    [t('config.swatches.surface3'), palette.surfaceShades[2]],
    [t('config.swatches.lightGrey'), palette.lightGrey],
    [t('config.swatches.border'), palette.border],
  ];

  return (
    <Card
      title={t('config.title')}
      extra={<Tag>{palette.isDark ? t('config.mode.dark') : t('config.mode.light')}</Tag>}
      className="op-configurator"
    >
      <fieldset className="op-field">
        <legend className="op-field__label">{t('config.preset')}</legend>
        <Radio.Group
          value={config.preset}
          onChange={(e) => set('preset', e.target.value as TThemePreset)}
          className="op-preset-grid"
        >
          {THEME_PRESETS.map((preset) => (
            <Radio key={preset} value={preset} className="op-preset">
              <span className="op-preset__name">{t(`config.presets.${preset}.label`)}</span>
              <span className="op-preset__desc">{t(`config.presets.${preset}.desc`)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>

      <div className="op-field">
        <div className="op-field__label" id="op-primary-colour-label">
          {t('config.primaryColor')}
        </div>
        <div className="op-field__row">
          <ColorPicker
            value={config.primaryColor}
            disabledAlpha
            showText
            onChange={(c) => set('primaryColor', c.toHexString())}
          />
          <Swatches
            colours={QUICK_PRIMARY}
            value={config.primaryColor}
            onPick={(c) => set('primaryColor', c)}
            label={`${t('config.primaryColor')} · ${t('config.quickColors')}`}
          />
        </div>
      </div>

      <div className="op-field">
        <div className="op-field__label" id="op-surface-colour-label">
          {t('config.surfaceColor')}
        </div>
        <div className="op-field__row">
          <ColorPicker
            value={config.surfaceColor}
            disabledAlpha
            showText
            onChange={(c) => set('surfaceColor', c.toHexString())}
          />
          <Swatches
            colours={QUICK_SURFACE}
            value={config.surfaceColor}
            onPick={(c) => set('surfaceColor', c)}
            label={`${t('config.surfaceColor')} · ${t('config.quickColors')}`}
          />
        </div>
        <div className="op-field__hint">{t('config.surfaceHint')}</div>
      </div>

      <div className="op-field op-field--switch">
        <label htmlFor="op-ripple-switch">{t('config.ripple')}</label>
        <Switch id="op-ripple-switch" checked={config.ripple} onChange={(v) => set('ripple', v)} />
      </div>
      <div className="op-field op-field--switch">
        <label htmlFor="op-rtl-switch">{t('config.rtl')}</label>
        <Switch id="op-rtl-switch" checked={config.rtl} onChange={(v) => set('rtl', v)} />
      </div>

      <div className="op-field">
        <div className="op-field__label">{t('config.palette')}</div>
        <ul className="op-palette">
          {swatches.map(([name, hex]) => (
            <li key={name}>
              <span className="op-palette__chip" style={{ background: hex }} />
              <span className="op-palette__name">{name}</span>
              <code className="op-palette__hex" dir="ltr">
                {hex}
              </code>
            </li>
          ))}
        </ul>
      </div>

      <Button
        block
        onClick={() => {
          reset();
          void message.success(t('config.resetDone'));
        }}
      >
        {t('config.reset')}
      </Button>
    </Card>
  );
}
