import { SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import { INTERVIEW_LIMITS, type TResumeSummary, type TTemplateId } from '@offerpilot/shared';
import { Button, Empty, Form, InputNumber, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { positionLabel, useMyPositions, useMyResumes } from '../../../hooks/use-my-lists.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useInterviewSettings } from '../api/get-settings.ts';
import { useInterviewTemplates } from '../api/get-templates.ts';
import { toStartQuery } from '../lib/start-params.ts';
import { LoadError } from './state-views.tsx';

interface TPrepareForm {
  resumeId: number;
  positionId: number | null;
  templateId: TTemplateId;
  questionCount: number;
  answerTimeLimitS: number;
}

const ANSWER_TIMES = [60, 90, 120, 180, 240, 300];
const latest = (items: TResumeSummary[]) =>
  [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;

/**
 * /formal-interview-generating without a resume in its query (the way in from /device-test,
 * which carries only ?positionId=): the few choices a formal interview needs — resume (latest
 * first), position, interview type, number of questions, answer time — then the same start as
 * the mock interview's. Feedback comes only at the end, so it is not asked.
 */
export function FormalPrepare() {
  const { t } = useTranslation('interview');
  const resumes = useMyResumes();
  const positions = useMyPositions();
  const templates = useInterviewTemplates();
  const settings = useInterviewSettings();
  if (resumes.isLoading || positions.isLoading || templates.isLoading || settings.isLoading)
    return <Skeleton active paragraph={{ rows: 8 }} />;
  const failed = resumes.error ?? positions.error ?? templates.error ?? settings.error;
  if (failed || !resumes.data || !positions.data || !templates.data || !settings.data)
    return (
      <LoadError
        error={failed ?? new Error(t('formal.prepare.loadError'))}
        title={t('formal.prepare.loadError')}
        onRetry={() =>
          void Promise.all([resumes.refetch(), positions.refetch(), templates.refetch(), settings.refetch()])
        }
      />
    );
  if (resumes.data.total === 0)
    return (
      <div className="op-iv-state">
        <Empty
          description={
            <>
              <strong>{t('formal.prepare.noResume')}</strong>
              <br />
              {t('formal.prepare.noResumeText')}
            </>
          }
        >
          <Link to={`${ROUTES.resume}?upload=1`}>
            <Button type="primary" icon={<UploadOutlined aria-hidden />}>
              {t('formal.prepare.upload')}
            </Button>
          </Link>
        </Empty>
      </div>
    );
  return (
    <PrepareForm
      resumes={resumes.data.resumes}
      positions={positions.data.positions}
      templates={templates.data.map((x) => ({ id: x.id, name: x.name, count: x.question_count, builtin: x.builtin }))}
      answerTime={settings.data.answer_time_limit_s}
    />
  );
}

function PrepareForm({
  resumes,
  positions,
  templates,
  answerTime,
}: {
  resumes: TResumeSummary[];
  positions: { id: number; name: string; company_name: string | null }[];
  templates: { id: TTemplateId; name: string; count: number; builtin: boolean }[];
  answerTime: number;
}) {
  const { t } = useTranslation('interview');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TPrepareForm>();
  const initial = useMemo<TPrepareForm>(() => {
    const wanted = Number(params.get('positionId'));
    const first = templates.find((x) => x.id === 'comprehensive') ?? templates[0];
    return {
      resumeId: latest(resumes).id,
      positionId: positions.some((p) => p.id === wanted) ? wanted : null,
      templateId: first?.id ?? 'comprehensive',
      questionCount: Math.min(
        first?.count ?? INTERVIEW_LIMITS.questionCount.default,
        INTERVIEW_LIMITS.questionCount.max,
      ),
      answerTimeLimitS: answerTime,
    };
    // The form takes its initial values once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const templateId = Form.useWatch('templateId', form) ?? initial.templateId;
  const own = templates.find((x) => x.id === templateId && !x.builtin);

  const start = (v: TPrepareForm) =>
    navigate(
      `${ROUTES.formalInterviewGenerating}?${toStartQuery({
        ...v,
        questionCount: own ? own.count : v.questionCount,
        difficulty: 'medium',
        feedbackMode: 'end',
        followUps: true,
      })}`,
      { replace: true },
    );

  return (
    <Form<TPrepareForm>
      form={form}
      name="op-fi-prepare"
      layout="vertical"
      initialValues={initial}
      onFinish={start}
      requiredMark={false}
      className="op-iv-card op-fi-prepare"
    >
      <Form.Item name="resumeId" label={t('formal.prepare.resume')} rules={[{ required: true }]}>
        <Select options={resumes.map((r) => ({ value: r.id, label: r.file_name }))} />
      </Form.Item>
      <Form.Item name="positionId" label={t('formal.prepare.position')}>
        <Select
          allowClear
          placeholder={t('formal.prepare.positionPlaceholder')}
          options={positions.map((p) => ({ value: p.id, label: positionLabel(p) }))}
        />
      </Form.Item>
      <Form.Item name="templateId" label={t('formal.prepare.template')}>
        <Select
          options={templates.map((x) => ({ value: x.id, label: x.name }))}
          onChange={(id: TTemplateId) => {
            const picked = templates.find((x) => x.id === id);
            if (picked?.builtin) form.setFieldValue('questionCount', picked.count);
          }}
        />
      </Form.Item>
      <div className="op-fi-prepare__row">
        <Form.Item name="questionCount" label={t('formal.prepare.count')}>
          <InputNumber
            min={INTERVIEW_LIMITS.questionCount.min}
            max={INTERVIEW_LIMITS.questionCount.max}
            disabled={Boolean(own)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="answerTimeLimitS" label={t('formal.prepare.answerTime')}>
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
      </div>
      <Button type="primary" size="large" htmlType="submit" block icon={<SafetyCertificateOutlined aria-hidden />}>
        {t('formal.prepare.start')}
      </Button>
    </Form>
  );
}
