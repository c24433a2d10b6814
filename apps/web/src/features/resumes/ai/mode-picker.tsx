import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePositionOptions } from '../../../hooks/use-my-lists.ts';

/**
 * The "general / for a position" switch of the AI views, with the position picker shown when the
 * chosen mode needs one.
 */
export function ModePicker<T extends string>({
  value,
  onChange,
  options,
  positionMode,
  positionId,
  onPositionChange,
  label,
}: {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  /** The mode that works against a position. */
  positionMode: T;
  positionId: number | null;
  onPositionChange: (id: number) => void;
  /** What the switch chooses, for screen readers (分析方式, 优化方式). */
  label: string;
}) {
  const { t } = useTranslation('resumeAi');
  const positions = usePositionOptions();
  return (
    <>
      <Segmented aria-label={label} value={value} onChange={(v) => onChange(v as T)} options={options} />
      {value === positionMode && (
        <Select
          className="op-ai-controls__position"
          showSearch
          optionFilterProp="label"
          placeholder={t('controls.pickPosition')}
          aria-label={t('controls.pickPosition')}
          loading={positions.isLoading}
          options={positions.data ?? []}
          value={positionId ?? undefined}
          onChange={(v: number) => onPositionChange(v)}
          notFoundContent={t('controls.noPositions')}
        />
      )}
    </>
  );
}
