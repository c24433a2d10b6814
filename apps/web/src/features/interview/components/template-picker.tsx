import { CheckCircleFilled, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TInterviewTemplate, TTemplateId } from '@offerpilot/shared';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteTemplate } from '../api/delete-template.ts';
import { plannedMinutes } from '../lib/cost.ts';

/** Built-in templates and the user's own banks as radio cards; own banks can be deleted. */
export function TemplatePicker({
  templates,
  value,
  onChange,
  onNewBank,
  answerTimeLimitS,
}: {
  templates: TInterviewTemplate[];
  value?: TTemplateId;
  onChange?: (id: TTemplateId) => void;
  onNewBank: () => void;
  /** The answer time chosen below: each card's minutes are then what 本场时长 would say for it. */
  answerTimeLimitS?: number;
}) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const remove = useDeleteTemplate();
  const builtin = templates.filter((x) => x.builtin);
  const own = templates.filter((x) => !x.builtin);

  const card = (x: TInterviewTemplate) => {
    const checked = x.id === value;
    return (
      <div key={String(x.id)} className={`op-iv-template${checked ? ' op-iv-template--checked' : ''}`}>
        <button
          type="button"
          role="radio"
          aria-checked={checked}
          className="op-iv-template__pick"
          onClick={() => onChange?.(x.id)}
        >
          <span className="op-iv-template__name">
            {x.name}
            {checked && <CheckCircleFilled className="op-iv-template__check" aria-hidden="true" />}
          </span>
          <span className="op-iv-template__desc">{x.description}</span>
          <span className="op-iv-template__meta">
            {t('config.templateMeta', {
              count: x.question_count,
              // The same estimate as 本场时长 (约 35 分钟 beside 最多 28 分钟 read as a contradiction).
              minutes: answerTimeLimitS ? plannedMinutes(x.question_count, answerTimeLimitS) : x.duration_minutes,
              difficulty: t(`difficulty.${x.difficulty}`),
            })}
          </span>
        </button>
        {!x.builtin && typeof x.id === 'number' && (
          <Popconfirm
            title={t('config.deleteBankConfirm', { name: x.name })}
            okText={t('config.deleteBank')}
            cancelText={t('bank.cancel')}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(x.id as number);
                void message.success(t('config.bankDeleted'));
              } catch (error) {
                void message.error((error as Error).message);
              }
            }}
          >
            <Button
              className="op-iv-template__delete"
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`${t('config.deleteBank')} ${x.name}`}
            />
          </Popconfirm>
        )}
      </div>
    );
  };

  return (
    <div className="op-iv-templates">
      <div className="op-iv-templates__group" role="radiogroup" aria-label={t('config.builtin')}>
        {builtin.map(card)}
      </div>
      <div className="op-iv-templates__own-head">
        <span>{t('config.ownBanks')}</span>
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onNewBank}>
          {t('config.newBank')}
        </Button>
      </div>
      {own.length > 0 && (
        <div className="op-iv-templates__group" role="radiogroup" aria-label={t('config.ownBanks')}>
          {own.map(card)}
        </div>
      )}
    </div>
  );
}
