import { ClockCircleOutlined, RocketOutlined, UploadOutlined } from '@ant-design/icons';
import {
  INTERVIEW_LIMITS,
  type TInterviewSettings,
  type TInterviewTemplate,
  type TResumeSummary,
  type TTemplateId,
} from '@offerpilot/shared';
import { Alert, App, Button, Empty, Form, InputNumber, Radio, Segmented, Select, Skeleton, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLayout } from '../../components/app-layout.tsx';
import { useInterviewStats } from '../../hooks/use-interview-stats.ts';
import { positionLabel, useMyPositions, useMyResumes } from '../../hooks/use-my-lists.ts';
import { ROUTES } from '../../lib/routes.ts';
import { useInterviewSettings } from './api/get-settings.ts';
import { useInterviewTemplates } from './api/get-templates.ts';
import { useUpdateSettings } from './api/update-settings.ts';
import { BankModal } from './components/bank-modal.tsx';
import { LoadError } from './components/state-views.tsx';
import { TemplatePicker } from './components/template-picker.tsx';
import { plannedMinutes } from './lib/cost.ts';
import { toStartQuery } from './lib/start-params.ts';
import './interview.css';

interface TConfigForm {
  resumeId: number;
  positionId: number | null;
  templateId: TTemplateId;
  questionCount: number;
  difficulty: TInterviewSettings['difficulty'];
  answerTimeLimitS: number;
  feedbackMode: TInterviewSettings['feedback_mode'];
  followUps: boolean;
}

const ANSWER_TIMES = [60, 90, 120, 180, 240, 300, 420, 600];
const latestResume = (items: TResumeSummary[]) =>
  [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];

/**
 * /interview-config?positionId= — the mock interview's settings: resume (the latest by default),
 * position, template or own question bank, number of questions, difficulty, answer time, feedback
 * mode, follow-ups; the minutes left and what the session costs at most. The settings are saved
 * through /api/interview/settings for next time.
 */
export function InterviewConfigPage() {
  const { t } = useTranslation('interview');
  const resumes = useMyResumes();
  const positions = useMyPositions();
  const templates = useInterviewTemplates();
  const settings = useInterviewSettings();

  useEffect(() => {
    document.title = `${t('config.title')} · 面试领航`;
  }, [t]);

  const loading = resumes.isLoading || positions.isLoading || templates.isLoading || settings.isLoading;
  const failed = resumes.error ?? positions.error ?? templates.error ?? settings.error;

  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (failed || !resumes.data || !positions.data || !templates.data || !settings.data)
    body = (
      <LoadError
        error={failed ?? new Error(t('config.loadError'))}
        title={t('config.loadError')}
        onRetry={() =>
          void Promise.all([resumes.refetch(), positions.refetch(), templates.refetch(), settings.refetch()])
        }
      />
    );
  else if (resumes.data.total === 0)
    body = (
      <div className="op-iv-state">
        <Empty
          description={
            <>
              <strong>{t('config.noResume')}</strong>
              <br />
              {t('config.noResumeText')}
            </>
          }
        >
          <Link to={`${ROUTES.resume}?upload=1`}>
            <Button type="primary" icon={<UploadOutlined aria-hidden />}>
              {t('config.upload')}
            </Button>
          </Link>
        </Empty>
      </div>
    );
  else
    body = (
      <ConfigForm
        resumes={resumes.data.resumes}
        positions={positions.data.positions}
        templates={templates.data}
        settings={settings.data}
      />
    );

  return (
    <AppLayout>
      <div className="op-iv-page">
        <header className="op-list-page__head">
          <div>
            <h1 className="op-list-page__title">{t('config.title')}</h1>
            <p className="op-list-page__subtitle">{t('config.subtitle')}</p>
          </div>
        </header>
        {body}
      </div>
    </AppLayout>
  );
}

function ConfigForm({
  resumes,
  positions,
  templates,
  settings,
}: {
  resumes: TResumeSummary[];
  positions: { id: number; name: string; company_name: string | null }[];
  templates: TInterviewTemplate[];
  settings: TInterviewSettings;
}) {
  const { t } = useTranslation('interview');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TConfigForm>();
  const stats = useInterviewStats();
  const saveSettings = useUpdateSettings();
  const [bankOpen, setBankOpen] = useState(false);

  const initial = useMemo<TConfigForm>(() => {
    const wanted = Number(params.get('positionId'));
    const comprehensive = templates.find((x) => x.id === 'comprehensive') ?? templates[0];
    return {
      resumeId: latestResume(resumes)!.id,
      positionId: positions.some((p) => p.id === wanted) ? wanted : null,
      templateId: comprehensive?.id ?? 'comprehensive',
      questionCount: comprehensive?.question_count ?? INTERVIEW_LIMITS.questionCount.default,
      difficulty: settings.difficulty,
      answerTimeLimitS: settings.answer_time_limit_s,
      feedbackMode: settings.feedback_mode,
      followUps: settings.follow_ups,
    };
    // The form takes its initial values once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const templateId = Form.useWatch('templateId', form) ?? initial.templateId;
  const count = Form.useWatch('questionCount', form) ?? initial.questionCount;
  const answerTime = Form.useWatch('answerTimeLimitS', form) ?? initial.answerTimeLimitS;
  const template = templates.find((x) => x.id === templateId);
  const isOwnBank = template ? !template.builtin : false;
  const questions = isOwnBank && template ? template.question_count : count;
  const estimate = plannedMinutes(questions, answerTime);
  const left = stats.data?.minutes.left;
  const noMinutes = left !== undefined && left <= 0;

  const pickTemplate = (id: TTemplateId) => {
    const picked = templates.find((x) => x.id === id);
    form.setFieldValue('templateId', id);
    if (picked?.builtin) form.setFieldsValue({ questionCount: picked.question_count, difficulty: picked.difficulty });
  };

  const submit = async (v: TConfigForm) => {
    try {
      await saveSettings.mutateAsync({
        difficulty: v.difficulty,
        answer_time_limit_s: v.answerTimeLimitS,
        feedback_mode: v.feedbackMode,
        follow_ups: v.followUps,
      });
    } catch (error) {
      void message.error((error as Error).message);
      return;
    }
    navigate(`${ROUTES.interviewGenerating}?${toStartQuery({ ...v, questionCount: questions })}`);
  };

  return (
    <>
      <Form<TConfigForm>
        form={form}
        name="op-iv-config"
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        requiredMark={false}
        className="op-iv-config"
      >
        <div className="op-iv-config__main">
          <section className="op-iv-card">
            <Form.Item
              name="resumeId"
              label={t('config.resume')}
              rules={[{ required: true, message: t('config.resumeRequired') }]}
            >
              <Select
                options={resumes.map((r) => ({
                  value: r.id,
                  label: r.id === initial.resumeId ? `${r.file_name}（${t('config.latest')}）` : r.file_name,
                }))}
              />
            </Form.Item>
            <Form.Item name="positionId" label={t('config.position')}>
              <Select
                allowClear
                placeholder={t('config.positionPlaceholder')}
                options={positions.map((p) => ({ value: p.id, label: positionLabel(p) }))}
              />
            </Form.Item>
          </section>

          <section className="op-iv-card">
            <Form.Item name="templateId" label={t('config.template')}>
              <TemplatePicker
                templates={templates}
                onChange={pickTemplate}
                onNewBank={() => setBankOpen(true)}
                answerTimeLimitS={answerTime}
              />
            </Form.Item>
          </section>

          <section className="op-iv-card op-iv-config__grid">
            <Form.Item
              name="questionCount"
              label={t('config.count')}
              extra={isOwnBank ? t('config.countFixed', { count: questions }) : undefined}
            >
              <InputNumber
                min={INTERVIEW_LIMITS.questionCount.min}
                max={INTERVIEW_LIMITS.questionCount.max}
                disabled={isOwnBank}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="difficulty" label={t('config.difficulty')}>
              <Segmented
                aria-label={t('config.difficultyLabel')}
                block
                options={(['easy', 'medium', 'hard'] as const).map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
              />
            </Form.Item>
            <Form.Item name="answerTimeLimitS" label={t('config.answerTime')}>
              <Select
                options={[...new Set([...ANSWER_TIMES, initial.answerTimeLimitS])]
                  .sort((a, b) => a - b)
                  .map((s) => ({
                    value: s,
                    label:
                      s % 60 === 0
                        ? t('config.minutesOnly', { minutes: s / 60 })
                        : t('config.minutesSeconds', { minutes: Math.floor(s / 60), seconds: s % 60 }),
                  }))}
              />
            </Form.Item>
            <Form.Item name="feedbackMode" label={t('config.feedback')}>
              <Radio.Group
                options={[
                  { value: 'instant', label: t('config.feedbackInstant') },
                  { value: 'end', label: t('config.feedbackEnd') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="followUps"
              label={t('config.followUps')}
              valuePropName="checked"
              extra={t('config.followUpsHint')}
              className="op-iv-config__wide"
            >
              <Switch />
            </Form.Item>
          </section>
        </div>

        <aside className="op-iv-config__side">
          <section className="op-iv-card op-iv-cost" aria-label={t('config.cost')}>
            <h2 className="op-iv-card__title">
              <ClockCircleOutlined aria-hidden="true" /> {t('config.cost')}
            </h2>
            <dl className="op-iv-cost__figures">
              <div>
                <dt>{t('config.minutesLeft')}</dt>
                <dd data-testid="config-minutes-left">
                  {left === undefined ? <Skeleton.Input active size="small" /> : t('common.minutes', { minutes: left })}
                </dd>
              </div>
              <div>
                <dt>{t('config.estimate')}</dt>
                <dd data-testid="config-estimate">{t('common.minutes', { minutes: estimate })}</dd>
              </div>
            </dl>
            <p className="op-iv-cost__hint">{t('config.costHint')}</p>
            {stats.isError && <Alert type="error" showIcon title={stats.error.message} />}
            {noMinutes ? (
              <Alert
                type="error"
                showIcon
                title={t('config.noMinutes')}
                action={
                  <Link to={ROUTES.home}>
                    <Button size="small">{t('config.invite')}</Button>
                  </Link>
                }
              />
            ) : (
              left !== undefined &&
              estimate > left && <Alert type="warning" showIcon title={t('config.notEnough', { minutes: estimate })} />
            )}
            <Button
              type="primary"
              size="large"
              block
              htmlType="submit"
              icon={<RocketOutlined aria-hidden />}
              loading={saveSettings.isPending}
              disabled={noMinutes}
            >
              {saveSettings.isPending ? t('config.saving') : t('config.start')}
            </Button>
          </section>
        </aside>
      </Form>
      <BankModal
        open={bankOpen}
        onClose={() => setBankOpen(false)}
        onCreated={(created) => {
          setBankOpen(false);
          pickTemplate(created.id);
        }}
      />
    </>
  );
}
