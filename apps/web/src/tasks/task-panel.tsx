import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  LoadingOutlined,
  RedoOutlined,
  StopOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { BUSINESS_CONSTANTS } from '@offerpilot/shared';
import { Button, Progress, Steps, Tag, theme, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../auth/auth-store.ts';
import { ROUTES } from '../lib/routes.ts';
import { useTaskBadgeSlot } from './badge-slot.tsx';
import { currentStepIndex, isInterviewPath, selectPanelTasks, uploadPercent } from './panel-rules.ts';
import { canRetry, retryTask } from './task-runner.ts';
import { useTaskStore } from './task-store.ts';
import { isActive, PROGRESS_STEPS, type TTask, type TUploadTask } from './task-types.ts';
import './task-panel.css';

const STATUS_COLOR = { pending: 'default', running: 'processing', succeeded: 'success', failed: 'error' } as const;

/**
 * Spec §2 floating task panel, on the root view next to the routed screen. Signed-in users only;
 * nothing is drawn while there is no running task and none finished in the last 5 minutes. On the
 * interview screens it is a badge in the header until the user opens it (isInterviewPath).
 */
export function TaskPanel() {
  const { t } = useTranslation('tasks');
  const { token } = theme.useToken();
  const userId = useAuthStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : undefined));
  const tasks = useTaskStore((s) => s.tasks);
  const [expanded, setExpanded] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const listId = useId();
  const onInterview = isInterviewPath(useLocation().pathname);
  const badgeSlot = useTaskBadgeSlot((s) => s.slot);

  // Entering the interview flow folds an open panel into its badge.
  const [wasOnInterview, setWasOnInterview] = useState(onInterview);
  if (onInterview !== wasOnInterview) {
    setWasOnInterview(onInterview);
    if (onInterview) setExpanded(false);
  }

  // Spec §2/§9: the stored tasks are read again every 10 s (also ages the 5-minute window).
  useEffect(() => {
    useTaskStore.getState().reload();
    const timer = setInterval(() => {
      useTaskStore.getState().reload();
      setNow(Date.now());
    }, BUSINESS_CONSTANTS.tasks.storageReloadIntervalMs);
    return () => clearInterval(timer);
  }, []);

  const view = useMemo(
    // `now` lags by up to 10 s: a task that finished since counts as just finished, as it should.
    () => selectPanelTasks(tasks, { expanded, now, ownerId: userId ?? null }),
    [tasks, expanded, now, userId],
  );

  // When a task this panel showed as running finishes, open the list so its result is seen
  // (collapsed, the spec shows running tasks only); never over an interview screen.
  const runningIds = useRef<Set<string>>(new Set());
  useEffect(() => {
    const before = runningIds.current;
    runningIds.current = new Set(view.running.map((task) => task.id));
    if (!onInterview && view.recentFinished.some((task) => before.has(task.id))) setExpanded(true);
  }, [view, onInterview]);

  if (userId === undefined || !view.hasContent) return null;

  const count = view.running.length;
  const failedCount = view.failed.length;
  const finishedCount = view.recentFinished.length;
  // Collapsed, only running tasks beyond the first two hide behind the "more" line.
  const hidden = expanded ? 0 : view.running.length + view.recentFinished.length - view.visible.length;
  // The summary says what happened: still running, some failed (red), or all done.
  const summary =
    count > 0
      ? t('panel.running', { count })
      : failedCount > 0
        ? failedCount === finishedCount
          ? t('panel.allFailed', { count: failedCount })
          : t('panel.someFailed', { count: failedCount, total: finishedCount })
        : t('panel.idle', { count: finishedCount });
  const dismissAll = () => {
    for (const task of view.recentFinished) useTaskStore.getState().dismiss(task.id);
  };
  const summaryIcon = <SummaryIcon running={count} failed={failedCount} />;
  if (onInterview && !expanded) {
    if (!badgeSlot) return null;
    return createPortal(
      <button
        type="button"
        className="op-task-badge"
        aria-expanded={false}
        aria-label={`${t('panel.label')}：${summary}`}
        title={`${summary}，${t('panel.expandHint')}`}
        style={{ borderColor: failedCount > 0 && count === 0 ? token.colorErrorBorder : token.colorBorder }}
        onClick={() => setExpanded(true)}
      >
        {summaryIcon}
        <span className="op-task-badge__count">{count > 0 ? count : finishedCount}</span>
      </button>,
      badgeSlot,
    );
  }
  return (
    <section
      // Opened from its badge on an interview screen: it drops down below the header, next to it.
      className={onInterview ? 'op-task-panel op-task-panel--from-badge' : 'op-task-panel'}
      aria-label={t('panel.label')}
      style={{
        background: token.colorBgElevated,
        borderColor: failedCount > 0 && count === 0 ? token.colorErrorBorder : token.colorBorderSecondary,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        color: token.colorText,
      }}
    >
      <div className="op-task-panel__bar">
        <button
          type="button"
          className="op-task-panel__summary"
          aria-expanded={expanded}
          aria-controls={listId}
          title={expanded ? t('panel.collapseHint') : t('panel.expandHint')}
          onClick={() => setExpanded((v) => !v)}
        >
          {summaryIcon}
          <span
            className="op-task-panel__summary-text"
            aria-live="polite"
            style={count === 0 && failedCount > 0 ? { color: token.colorError } : undefined}
          >
            {summary}
          </span>
          {expanded ? <DownOutlined aria-hidden /> : <UpOutlined aria-hidden />}
        </button>
        {count === 0 && (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('panel.dismissAll')}
            title={t('panel.dismissAll')}
            onClick={dismissAll}
          />
        )}
      </div>
      <ul id={listId} className="op-task-panel__list" hidden={view.visible.length === 0 && hidden === 0}>
        {view.visible.map((task) => (
          <li key={task.id} className="op-task-panel__item" style={{ borderColor: token.colorBorderSecondary }}>
            <TaskCard task={task} />
          </li>
        ))}
        {hidden > 0 && (
          <li className="op-task-panel__more">
            <Typography.Link onClick={() => setExpanded(true)}>{t('panel.more', { count: hidden })}</Typography.Link>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Running (spinner), some failed (red cross) or all done (green tick). */
function SummaryIcon({ running, failed }: { running: number; failed: number }) {
  const { token } = theme.useToken();
  if (running > 0)
    return (
      <LoadingOutlined className="op-task-panel__summary-icon" style={{ color: token.colorPrimary }} aria-hidden />
    );
  if (failed > 0)
    return (
      <CloseCircleFilled className="op-task-panel__summary-icon" style={{ color: token.colorError }} aria-hidden />
    );
  return (
    <CheckCircleFilled className="op-task-panel__summary-icon" style={{ color: token.colorSuccess }} aria-hidden />
  );
}

function taskName(task: TTask, t: ReturnType<typeof useTranslation<'tasks'>>['t']): string {
  return task.taskType === 'upload_analyze_optimize' ? task.fileName : t(`title.${task.type}`, { id: task.resumeId });
}

function TaskCard({ task }: { task: TTask }) {
  const { t } = useTranslation('tasks');
  const { token } = theme.useToken();
  const active = isActive(task);
  const name = taskName(task, t);
  const resumeId = task.resumeId;
  const message = task.taskType === 'upload_analyze_optimize' ? task.stepMessage : null;
  const error = task.status === 'failed' && task.error && task.error !== message ? task.error : null;

  return (
    <article className="op-task-card" aria-label={name}>
      <header className="op-task-card__head">
        <StatusIcon task={task} />
        <Typography.Text className="op-task-card__name" strong title={name}>
          {name}
        </Typography.Text>
        <Tag color={STATUS_COLOR[task.status]} className="op-task-card__tag">
          {t(`status.${task.status}`)}
        </Tag>
        {active ? (
          <Button
            size="small"
            type="text"
            danger
            icon={<StopOutlined aria-hidden />}
            aria-label={t('panel.cancelLabel', { name })}
            onClick={() => useTaskStore.getState().cancel(task.id)}
          >
            {t('panel.cancel')}
          </Button>
        ) : (
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={t('panel.closeLabel', { name })}
            title={t('panel.close')}
            onClick={() => useTaskStore.getState().dismiss(task.id)}
          />
        )}
      </header>
      {task.taskType === 'upload_analyze_optimize' && <UploadProgress task={task} />}
      {task.taskType === 'optimize' && task.status !== 'failed' && (
        <Typography.Text type={active ? 'secondary' : 'success'} className="op-task-card__message">
          {active ? t('optimize.running') : t('optimize.succeeded')}
        </Typography.Text>
      )}
      {message && (
        <Typography.Text
          type={task.status === 'failed' ? 'danger' : task.status === 'succeeded' ? 'success' : 'secondary'}
          className="op-task-card__message"
        >
          {message}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" className="op-task-card__message">
          {error}
        </Typography.Text>
      )}
      {task.status === 'failed' && canRetry(task) && (
        <Button
          size="small"
          icon={<RedoOutlined aria-hidden />}
          className="op-task-card__retry"
          aria-label={t('panel.retryLabel', { name })}
          onClick={() => retryTask(task.id)}
        >
          {t('panel.retry')}
        </Button>
      )}
      {task.status === 'failed' && !canRetry(task) && task.taskType === 'upload_analyze_optimize' && (
        <Link className="op-task-card__link" style={{ color: token.colorLink }} to={`${ROUTES.resume}?upload=1`}>
          {t('panel.uploadAgain')}
        </Link>
      )}
      {!active && resumeId != null && (
        <Link
          className="op-task-card__link"
          style={{ color: token.colorLink }}
          to={`${ROUTES.resume}?resumeId=${resumeId}${task.status === 'succeeded' ? '&view=optimize' : ''}`}
        >
          {task.status === 'succeeded' ? t('panel.viewResult') : t('panel.viewResume')}
        </Link>
      )}
    </article>
  );
}

function StatusIcon({ task }: { task: TTask }) {
  const { token } = theme.useToken();
  if (isActive(task)) return <LoadingOutlined aria-hidden style={{ color: token.colorPrimary }} />;
  if (task.status === 'succeeded') return <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />;
  return <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />;
}

function UploadProgress({ task }: { task: TUploadTask }) {
  const { t } = useTranslation('tasks');
  const current = currentStepIndex(task);
  const failed = task.status === 'failed';
  return (
    <div className="op-task-card__progress">
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={current}
        status={failed ? 'error' : task.status === 'succeeded' ? 'finish' : 'process'}
        items={PROGRESS_STEPS.map((step) => ({ title: t(`steps.${step}`) }))}
      />
      <Progress
        percent={uploadPercent(task)}
        size="small"
        status={failed ? 'exception' : task.status === 'succeeded' ? 'success' : 'active'}
        aria-label={t('panel.progressLabel', { name: task.fileName })}
      />
    </div>
  );
}
