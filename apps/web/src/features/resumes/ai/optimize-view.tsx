import {
  ArrowRightOutlined,
  HistoryOutlined,
  ReloadOutlined,
  SaveOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import {
  findGaps,
  type TModification,
  type TOptimizationRecord,
  type TOptimizationSummary,
  type TOptimizationType,
} from '@offerpilot/shared';
import { Alert, App, Button, Empty, Input, List, Segmented, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyChanges, useOptimizationHistory, useOptimizationRecord, useOptimize } from '../api/ai-queries.ts';
import { formatDate } from '../format.ts';
import { EngineNote, scoreColor } from './analysis-view.tsx';
import { ModePicker } from './mode-picker.tsx';

type TDecision = { accepted: boolean; text: string };

/** The optimised text with its 【待补充：…】 gaps marked. */
export function GapText({ text }: { text: string }) {
  const gaps = findGaps(text);
  if (gaps.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  gaps.forEach((g, i) => {
    parts.push(text.slice(at, g.start));
    parts.push(
      <mark key={i} className="op-ai-gap">
        {text.slice(g.start, g.end)}
      </mark>,
    );
    at = g.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

function ModificationCard({
  index,
  mod,
  decision,
  onChange,
}: {
  index: number;
  mod: TModification;
  decision: TDecision;
  onChange: (d: TDecision) => void;
}) {
  const { t } = useTranslation('resumeAi');
  const gaps = findGaps(decision.text).length;
  const [editing, setEditing] = useState(false);
  return (
    <li
      className={`op-ai-mod${decision.accepted ? '' : ' op-ai-mod--rejected'}`}
      aria-label={t('optimize.modLabel', { n: index + 1 })}
    >
      <div className="op-ai-mod__head">
        <span className="op-ai-mod__index">{index + 1}</span>
        <Tag>{t(`sections.${mod.section}`)}</Tag>
        {mod.requirement && (
          <Tag color="blue" className="op-ai-mod__requirement" title={mod.requirement}>
            {t('optimize.requirement', { text: mod.requirement })}
          </Tag>
        )}
        <Segmented
          aria-label={t('optimize.decisionLabel')}
          className="op-ai-mod__decision"
          size="small"
          value={decision.accepted ? 'accept' : 'reject'}
          onChange={(v) => onChange({ ...decision, accepted: v === 'accept' })}
          options={[
            { value: 'accept', label: t('optimize.accept') },
            { value: 'reject', label: t('optimize.reject') },
          ]}
        />
      </div>
      <div className="op-ai-mod__compare">
        <div className="op-ai-mod__side">
          <span className="op-ai-mod__label">{t('optimize.original')}</span>
          <p className="op-ai-mod__original">{mod.original || t('optimize.addition')}</p>
        </div>
        <ArrowRightOutlined className="op-ai-mod__arrow" aria-hidden />
        <div className="op-ai-mod__side">
          <span className="op-ai-mod__label">{t('optimize.optimized')}</span>
          {editing ? (
            <Input.TextArea
              autoFocus
              aria-label={t('optimize.editLabel', { n: index + 1 })}
              value={decision.text}
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={2000}
              onChange={(e) => onChange({ ...decision, text: e.target.value })}
            />
          ) : (
            <p className="op-ai-mod__optimized">
              <GapText text={decision.text} />
            </p>
          )}
          <div className="op-ai-mod__tools">
            {gaps > 0 && <Tag color="orange">{t('optimize.gapsLeft', { count: gaps })}</Tag>}
            <Button size="small" type="link" onClick={() => setEditing((v) => !v)} disabled={!decision.accepted}>
              {editing ? t('optimize.doneEditing') : gaps > 0 ? t('optimize.fillGaps') : t('optimize.edit')}
            </Button>
          </div>
        </div>
      </div>
      <p className="op-ai-mod__reason">
        <span>{t('optimize.reason')}</span>
        {mod.reason}
      </p>
    </li>
  );
}

function RecordView({ record, onSaved }: { record: TOptimizationRecord; onSaved: (resumeId: number) => void }) {
  const { t } = useTranslation('resumeAi');
  const { message, modal } = App.useApp();
  const apply = useApplyChanges(record.resume_id);
  const initial = useMemo(
    () => record.parsed_modifications.map((m) => ({ accepted: true, text: m.optimized })),
    [record],
  );
  // The parent keys this view by record, so a new record starts from fresh decisions.
  const [decisions, setDecisions] = useState<TDecision[]>(initial);

  const accepted = record.parsed_modifications
    .map((m, i) => ({ ...m, optimized: decisions[i]?.text ?? m.optimized, accepted: decisions[i]?.accepted ?? true }))
    .filter((m) => m.accepted)
    .map(({ accepted: _a, ...m }) => m);
  const gapsLeft = accepted.reduce((n, m) => n + findGaps(m.optimized).length, 0);
  const delta = (record.quality_score ?? 0) - (record.quality_score_before ?? 0);

  const save = () => {
    const run = () =>
      apply.mutateAsync({ modifications: accepted, as_new_version: true, optimization_id: record.id }).then(
        (result) => {
          void message.success(t('optimize.saved', { applied: result.applied }));
          if (result.skipped.length > 0) void message.warning(t('optimize.skipped', { count: result.skipped.length }));
          onSaved(result.resume_id);
        },
        (e: Error) => void message.error(e.message),
      );
    if (gapsLeft === 0) return void run();
    modal.confirm({
      title: t('optimize.gapsConfirmTitle'),
      content: t('optimize.gapsConfirmText', { count: gapsLeft }),
      okText: t('optimize.saveAnyway'),
      cancelText: t('optimize.keepEditing'),
      onOk: run,
    });
  };

  return (
    <div className="op-ai-record">
      <div className="op-ai-record__summary">
        <div className="op-ai-record__scores" aria-label={t('optimize.scoresLabel')}>
          <span className="op-ai-record__score" style={{ color: scoreColor(record.quality_score_before ?? 0) }}>
            {record.quality_score_before ?? '–'}
          </span>
          <ArrowRightOutlined aria-hidden />
          <span className="op-ai-record__score" style={{ color: scoreColor(record.quality_score ?? 0) }}>
            {record.quality_score ?? '–'}
          </span>
          <Tag color={delta > 0 ? 'green' : 'default'}>
            {t('optimize.delta', { delta: delta >= 0 ? `+${delta}` : delta })}
          </Tag>
        </div>
        <div>
          <strong>{record.optimization_focus}</strong>
          <p className="op-ai-muted">{record.summary}</p>
          <p className="op-ai-muted">{t('optimize.scoreNote')}</p>
        </div>
        <EngineNote
          engine={{
            provider: record.ai_model.startsWith('offerpilot-builtin') ? 'builtin' : 'openai',
            model: record.ai_model,
            elapsed_ms: record.processing_time_ms,
            fallback_reason: record.fallback_reason,
          }}
        />
      </div>
      {record.rejected_modifications.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('optimize.rejected', { count: record.rejected_modifications.length })}
          description={record.rejected_modifications.map((r) => r.violations.join('；')).join(' / ')}
        />
      )}
      {record.parsed_modifications.length === 0 ? (
        <Empty description={t('optimize.noMods')} />
      ) : (
        <ol className="op-ai-mods">
          {record.parsed_modifications.map((m, i) => (
            <ModificationCard
              key={`${record.id}-${i}`}
              index={i}
              mod={m}
              decision={decisions[i] ?? { accepted: true, text: m.optimized }}
              onChange={(d) => setDecisions((all) => all.map((x, j) => (j === i ? d : x)))}
            />
          ))}
        </ol>
      )}
      <div className="op-ai-record__footer">
        <span>
          {t('optimize.selection', { accepted: accepted.length, total: record.parsed_modifications.length })}
          {gapsLeft > 0 && <Tag color="orange">{t('optimize.gapsLeft', { count: gapsLeft })}</Tag>}
        </span>
        <div className="op-ai-record__actions">
          <Button onClick={() => setDecisions(initial.map((d) => ({ ...d, accepted: false })))}>
            {t('optimize.rejectAll')}
          </Button>
          <Button onClick={() => setDecisions(initial)}>{t('optimize.reset')}</Button>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={accepted.length === 0}
            loading={apply.isPending}
            onClick={save}
          >
            {t('optimize.save', { count: accepted.length })}
          </Button>
        </div>
      </div>
    </div>
  );
}

function History({
  items,
  selected,
  onSelect,
}: {
  items: TOptimizationSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('resumeAi');
  return (
    <List
      size="small"
      className="op-ai-history"
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          className={item.id === selected ? 'op-ai-history__item--active' : undefined}
          actions={[
            <Button
              key="open"
              size="small"
              type="link"
              onClick={() => onSelect(item.id)}
              disabled={item.status === 'processing'}
            >
              {t('history.open')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <>
                <Tag>
                  {item.optimization_type === 'position'
                    ? t('history.position', { name: item.target_position ?? '' })
                    : t('history.direct')}
                </Tag>
                <Tag
                  color={
                    item.status === 'completed'
                      ? 'green'
                      : item.status === 'superseded'
                        ? 'default'
                        : item.status === 'failed'
                          ? 'red'
                          : 'blue'
                  }
                >
                  {t(`history.status.${item.status}`)}
                </Tag>
              </>
            }
            description={t('history.line', {
              before: item.quality_score_before ?? '–',
              after: item.quality_score ?? '–',
              count: item.modifications_count,
              time: formatDate(item.created_at),
            })}
          />
        </List.Item>
      )}
    />
  );
}

/**
 * AI optimisation of one resume: whole resume or for a position; every change side by side with
 * its reason, accepted or rejected one by one, gaps filled in place, saved as a new version.
 */
export function OptimizeView({
  resumeId,
  onOpenResume,
  targetPositionId = null,
}: {
  resumeId: number;
  onOpenResume: (id: number) => void;
  /** The resume's own target position: preselected when the user switches to 岗位定向. */
  targetPositionId?: number | null;
}) {
  const { t } = useTranslation('resumeAi');
  const { message } = App.useApp();
  const history = useOptimizationHistory(resumeId);
  const optimize = useOptimize(resumeId);
  // The mode on screen. Until the user picks one, it is the mode of the newest current record,
  // so the control and the plan below always say the same thing.
  const [picked, setPicked] = useState<{ type: TOptimizationType; positionId: number | null } | null>(null);
  const [chosenId, setRecordId] = useState<number | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const newest = history.data?.find((r) => r.status === 'completed') ?? null;
  const mode = picked ?? {
    type: newest?.optimization_type ?? 'direct',
    positionId: newest?.optimization_type === 'position' ? newest.position_id : targetPositionId,
  };
  const type = mode.type;
  const positionId = mode.positionId ?? (type === 'position' ? targetPositionId : null);
  const matches = (r: { optimization_type: TOptimizationType; position_id: number | null }) =>
    r.optimization_type === type && (type === 'direct' || r.position_id === positionId);
  // The plan shown is the one chosen from the history, else the newest current one of this mode.
  const current = history.data?.find((r) => r.status === 'completed' && matches(r)) ?? null;
  const recordId = chosenId ?? current?.id ?? null;
  const record = useOptimizationRecord(recordId);
  const shown = record.data && matches(record.data) ? record.data : undefined;

  const setMode = (next: { type: TOptimizationType; positionId: number | null }) => {
    setPicked(next);
    setRecordId(null);
  };
  // One action: generate the plan of this mode, or generate it again when one is on screen.
  const run = () =>
    optimize.mutate(
      { type, positionId: type === 'position' ? positionId : null, refresh: Boolean(shown) },
      {
        onSuccess: (r) => setRecordId(r.id),
        onError: (e) => void message.error(e.message),
      },
    );
  const needsPosition = type === 'position' && positionId === null;

  return (
    <div className="op-ai">
      <div className="op-ai-controls">
        <ModePicker<TOptimizationType>
          label={t('controls.modeLabel')}
          value={type}
          onChange={(next) =>
            setMode({ type: next, positionId: next === 'position' ? (positionId ?? targetPositionId) : null })
          }
          options={[
            { value: 'direct', label: t('controls.direct') },
            { value: 'position', label: t('controls.position') },
          ]}
          positionMode="position"
          positionId={positionId}
          onPositionChange={(id) => setMode({ type: 'position', positionId: id })}
        />
        <Button
          type="primary"
          icon={shown ? <ReloadOutlined aria-hidden /> : <ThunderboltOutlined aria-hidden />}
          disabled={needsPosition}
          loading={optimize.isPending}
          onClick={run}
        >
          {shown ? t('optimize.regenerate') : t('optimize.generate')}
        </Button>
        <Button
          icon={<HistoryOutlined aria-hidden />}
          onClick={() => setShowHistory((v) => !v)}
          aria-expanded={showHistory}
        >
          {t('history.title', { count: history.data?.length ?? 0 })}
        </Button>
      </div>
      {showHistory && (
        <section className="op-ai-card" aria-label={t('history.label')}>
          {history.isLoading ? (
            <Skeleton active />
          ) : history.isError ? (
            <Alert type="error" showIcon title={history.error.message} />
          ) : (history.data ?? []).length === 0 ? (
            <Empty description={t('history.empty')} />
          ) : (
            <History
              items={history.data ?? []}
              selected={recordId}
              onSelect={(id) => {
                // Opening an older plan switches the mode to that plan's, so both agree.
                const item = history.data?.find((r) => r.id === id);
                if (item) setPicked({ type: item.optimization_type, positionId: item.position_id });
                setRecordId(id);
              }}
            />
          )}
        </section>
      )}
      {optimize.isPending ? (
        <div role="status" aria-label={t('optimize.running')}>
          <p className="op-ai-muted">{t('optimize.running')}</p>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : needsPosition ? (
        <Empty description={t('optimize.pickPositionHint')} />
      ) : record.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : record.isError ? (
        <Alert type="error" showIcon title={record.error.message} />
      ) : shown?.status === 'processing' ? (
        <div role="status" aria-label={t('optimize.running')}>
          <p className="op-ai-muted">{t('optimize.processingElsewhere')}</p>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : shown ? (
        <RecordView key={shown.id} record={shown} onSaved={onOpenResume} />
      ) : (
        <Empty description={type === 'position' ? t('optimize.emptyPosition') : t('optimize.empty')} />
      )}
    </div>
  );
}
