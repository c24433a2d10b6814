import { DeleteOutlined, DownloadOutlined, EditOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TResume } from '@offerpilot/shared';
import { Alert, App, Button, Dropdown, Skeleton, Switch, Tabs, Tag } from 'antd';
import { useScreens } from '../../../hooks/use-screens.ts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { exportResume, type TExportFormat } from '../../../api/optimizations.ts';
import { httpErrorOf } from '../../../api/http.ts';
import { downloadResumeFile } from '../../../api/resumes.ts';
import { AnalysisView } from '../ai/analysis-view.tsx';
import { OptimizeView } from '../ai/optimize-view.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { useDeleteResume } from '../api/delete-resume.ts';
import { useResume } from '../api/get-resume.ts';
import { useUpdateResume } from '../api/update-resume.ts';
import { formatBytes, formatDate } from '../format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ResumeEditForm } from './resume-edit-form.tsx';
import { ResumeStructured } from './resume-structured.tsx';
import type { TDetailView } from './detail-views.ts';

/**
 * One resume: its content (structured view next to the original text, tabs on a phone) with edit,
 * public, download, export and delete; and its AI views: analysis, optimisation, conversation.
 */
export function ResumeDetail({
  id,
  onDeleted,
  view = 'content',
  onViewChange,
  onOpenResume,
  section = null,
  changedRef,
}: {
  id: number;
  onDeleted: () => void;
  view?: TDetailView;
  onViewChange?: (view: TDetailView) => void;
  /** Another resume (a saved version) should be shown. */
  onOpenResume?: (id: number) => void;
  /** A section of the structured view to bring into view and highlight. */
  section?: string | null;
  /** Whether the edit form holds unsaved changes (the drawer asks before it closes). */
  changedRef?: RefObject<boolean>;
}) {
  const { t } = useTranslation('resumes');
  const { t: ta } = useTranslation('resumeAi');
  const { message, modal } = App.useApp();
  const screens = useScreens();
  const query = useResume(id);
  const update = useUpdateResume();
  const remove = useDeleteResume();
  const [editing, setEditing] = useState(false);
  const resume = query.data;
  // An optimised copy (or a saved version) links to the resume it came from.
  const parent = useResume(resume?.parent_id ?? null);

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  // A failed refetch (after another tab changed something) keeps what is on screen, unless the
  // resume is gone: an error shows without data, or for a resume deleted meanwhile.
  if (!resume || httpErrorOf(query.error)?.status === 404)
    return (
      <Alert
        type="error"
        showIcon
        title={query.error?.message ?? t('detail.notFound')}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );

  if (editing) return <ResumeEditForm resume={resume} onClose={() => setEditing(false)} changedRef={changedRef} />;

  const togglePublic = (checked: boolean) =>
    update.mutate(
      { id, body: { is_public: checked } },
      {
        onSuccess: () => void message.success(checked ? t('detail.publicOn') : t('detail.publicOff')),
        onError: (e) => void message.error(e.message),
      },
    );

  const download = async (r: TResume) => {
    try {
      const blob = await downloadResumeFile(r.id);
      const ext = `.${r.file?.kind === 'text' ? 'txt' : (r.file?.kind ?? '')}`;
      saveFile(blob, r.file_name.toLowerCase().endsWith(ext) ? r.file_name : `${r.file_name}${ext}`);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const exportAs = async (r: TResume, format: TExportFormat) => {
    try {
      saveFile(await exportResume(r.id, format), `${r.file_name.replace(/\.(pdf|docx?|txt|md)$/i, '')}.${format}`);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('detail.deleteTitle'),
      content: t('detail.deleteText', { name: resume.file_name }),
      okText: t('detail.deleteOk'),
      okButtonProps: { danger: true },
      // A second Enter from the keyboard must not destroy anything: the focus starts on 取消.
      focusable: { autoFocusButton: 'cancel' },
      cancelText: t('detail.cancel'),
      onOk: () =>
        remove.mutateAsync(id).then(
          () => {
            void message.success(t('detail.deleted'));
            onDeleted();
          },
          (e: Error) => {
            void message.error(e.message);
          },
        ),
    });

  const original = <pre className="op-resume-original">{resume.content}</pre>;
  const structured = <ResumeStructured data={resume.resume_json_content} focus={section} />;
  const content = screens.lg ? (
    <div className="op-resume-detail__panes">
      <div className="op-resume-detail__pane">
        <h2 className="op-resume-detail__pane-title">{t('detail.structured')}</h2>
        {structured}
      </div>
      <div className="op-resume-detail__pane">
        <h2 className="op-resume-detail__pane-title">{t('detail.original')}</h2>
        {original}
      </div>
    </div>
  ) : (
    <Tabs
      items={[
        { key: 'structured', label: t('detail.structured'), children: structured },
        { key: 'original', label: t('detail.original'), children: original },
      ]}
    />
  );

  return (
    <div className="op-resume-detail">
      <div className="op-resume-detail__bar">
        <div className="op-resume-detail__facts">
          <span>
            {t('detail.position')}：{resume.position ?? t('detail.noPosition')}
          </span>
          {resume.file && (
            <span>
              {t('detail.file')}：
              <Tag>{t(`fileKind.${resume.file.kind}`, { defaultValue: resume.file.kind.toUpperCase() })}</Tag>
              {formatBytes(resume.file.size)}
            </span>
          )}
          <span>{t('list.updatedAt', { time: formatDate(resume.updated_at) })}</span>
          {resume.parent_id !== null && (
            <span className="op-resume-detail__parent">
              {t(resume.source === 'optimized' ? 'detail.optimizedFrom' : 'detail.versionOf')}：
              {parent.isError ? (
                t('detail.parentGone')
              ) : (
                <Button
                  type="link"
                  size="small"
                  className="op-resume-detail__parent-link"
                  onClick={() => onOpenResume?.(resume.parent_id!)}
                >
                  {parent.data?.file_name ?? t('detail.parentLoading')}
                </Button>
              )}
            </span>
          )}
        </div>
        <div className="op-resume-detail__actions">
          <label className="op-resume-detail__switch">
            <Switch size="small" checked={resume.is_public} loading={update.isPending} onChange={togglePublic} />
            {t('detail.publicSwitch')}
          </label>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('detail.edit')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'pdf', label: ta('export.pdf') },
                { key: 'docx', label: ta('export.docx') },
              ],
              onClick: ({ key }) => void exportAs(resume, key as TExportFormat),
            }}
          >
            <Button icon={<ExportOutlined aria-hidden />}>{ta('export.button')}</Button>
          </Dropdown>
          {resume.file && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download(resume)}>
              {t('detail.download')}
            </Button>
          )}
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
            {t('detail.delete')}
          </Button>
        </div>
      </div>
      {resume.extraction_warnings.length > 0 && (
        <Alert
          className="op-resume-detail__warnings"
          type="warning"
          showIcon
          title={t('detail.extractionWarnings')}
          description={
            <ul className="op-resume-detail__warning-list">
              {resume.extraction_warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        className="op-resume-detail__views"
        activeKey={view}
        onChange={(key) => onViewChange?.(key as TDetailView)}
        destroyOnHidden
        items={[
          { key: 'content', label: ta('tabs.content'), children: content },
          {
            key: 'analysis',
            label: ta('tabs.analysis'),
            children: (
              <AnalysisView
                resumeId={id}
                text={resume.content}
                version={resume.updated_at}
                targetPositionId={resume.position_id}
              />
            ),
          },
          {
            key: 'optimize',
            label: ta('tabs.optimize'),
            children: (
              <OptimizeView
                resumeId={id}
                targetPositionId={resume.position_id}
                onOpenResume={(next) => onOpenResume?.(next)}
              />
            ),
          },
          {
            key: 'chat',
            label: ta('tabs.chat'),
            children: <ChatPanel resumeId={id} targetPositionId={resume.position_id} />,
          },
        ]}
      />
    </div>
  );
}
