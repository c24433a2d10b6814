import { CheckCircleFilled, ExperimentOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TInterviewMode } from '@offerpilot/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';

/** Spec §2: 820 px, at most 96vw, narrower at the 1200, 960 and 640 px breakpoints. */
function useModalWidth(): number | string {
  const phone = useMediaQuery('(max-width: 640px)');
  const tablet = useMediaQuery('(max-width: 960px)');
  const laptop = useMediaQuery('(max-width: 1200px)');
  if (phone) return '96vw';
  if (tablet) return 600;
  if (laptop) return 720;
  return 820;
}

const MODES: { mode: TInterviewMode; icon: React.ReactNode }[] = [
  { mode: 'formal', icon: <SafetyCertificateOutlined aria-hidden /> },
  { mode: 'mock', icon: <ExperimentOutlined aria-hidden /> },
];

/**
 * Spec §2 mode modal: two radio cards (formal, AI mock), Cancel and Next; Next stays disabled
 * until a mode is chosen; the mask closes it. The parent gives it a new `key` on every opening, so
 * the choice starts empty each time.
 */
export function ModeModal({
  open,
  onCancel,
  onNext,
}: {
  open: boolean;
  onCancel: () => void;
  onNext: (mode: TInterviewMode) => void;
}) {
  const { t } = useTranslation('home');
  const [mode, setMode] = useState<TInterviewMode | null>(null);
  const width = useModalWidth();

  return (
    <Modal
      open={open}
      title={t('mode.title')}
      width={width}
      style={{ maxWidth: '96vw' }}
      centered
      mask={{ closable: true }}
      onCancel={onCancel}
      className="op-mode-modal"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('mode.cancel')}
        </Button>,
        <Button key="next" type="primary" disabled={mode === null} onClick={() => mode && onNext(mode)}>
          {t('mode.next')}
        </Button>,
      ]}
    >
      <p className="op-mode-modal__subtitle">{t('mode.subtitle')}</p>
      <div className="op-mode-modal__cards" role="radiogroup" aria-label={t('mode.title')}>
        {MODES.map(({ mode: value, icon }) => {
          const checked = mode === value;
          const points = t(`mode.${value}Points`, { returnObjects: true }) as string[];
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              className={`op-mode-card${checked ? ' op-mode-card--checked' : ''}`}
              onClick={() => setMode(value)}
            >
              <span className="op-mode-card__radio" aria-hidden="true">
                {checked && <CheckCircleFilled aria-hidden />}
              </span>
              <span className="op-mode-card__icon" aria-hidden="true">
                {icon}
              </span>
              <span className="op-mode-card__name">{t(`mode.${value}`)}</span>
              <span className="op-mode-card__desc">{t(`mode.${value}Desc`)}</span>
              <span className="op-mode-card__points">
                {points.map((p) => (
                  <span key={p} className="op-mode-card__point">
                    {p}
                  </span>
                ))}
              </span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
