import { InboxOutlined } from '@ant-design/icons';
import type { TResume } from '@offerpilot/shared';
import { Alert, App, Button, Checkbox, Form, Input, Progress, Select, Tabs, Upload } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { findDuplicateResumes } from '../../../api/resumes.ts';
import { startUploadTask } from '../../../tasks/index.ts';
import { useAuthStore } from '../../../auth/auth-store.ts';
import { announceDataChanged } from '../../../lib/data-changed.ts';
import { resumeKeys } from '../api/resume-keys.ts';
import { useUploadResume } from '../api/upload-resume.ts';
import { usePositionOptions } from '../../../hooks/use-my-lists.ts';

const ACCEPT =
  '.pdf,.docx,.txt,.md,.markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown';

type TStage = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'parsing' };

/**
 * Three ways in: a dropped file, pasted text, or a public URL. A file goes through the background
 * pipeline by default (upload, analyse, optimise; spec §4) and the task panel shows its progress;
 * unticking "自动分析并优化" uploads it here with a progress bar instead.
 */
/** SHA-256 of the file, hex; null where the browser cannot hash (no secure context). */
async function hashOf(file: File): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

export function UploadPanel({
  onDone,
  onQueued,
  onOpenExisting,
}: {
  onDone: (resume: TResume) => void;
  /** The file was handed to a background task (the caller may close the dialog). */
  onQueued?: () => void;
  /** The same file was uploaded before and the user chose to open that resume. */
  onOpenExisting?: (id: number) => void;
}) {
  const { t } = useTranslation('resumes');
  const { message, modal } = App.useApp();
  const upload = useUploadResume();
  const positions = usePositionOptions();
  const [tab, setTab] = useState('file');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [isPublic, setIsPublic] = useState(false);
  const [pipeline, setPipeline] = useState(true);
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<TStage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const abort = useRef<AbortController | null>(null);
  // The panel can be on the page twice (empty library and the modal): ids must not clash.
  const uid = useId().replace(/:/g, '');
  const busy = upload.isPending;

  const finish = (resume: TResume) => {
    setStage({ kind: 'idle' });
    setText('');
    setName('');
    setUrl('');
    void message.success(t('upload.success', { name: resume.file_name }));
    onDone(resume);
  };
  const fail = (e: unknown) => {
    setStage({ kind: 'idle' });
    setError((e as Error).message);
  };

  const queueFile = (file: File) => {
    const option = positions.data?.find((p) => p.value === positionId);
    const { done } = startUploadTask(
      file,
      option
        ? { optimizationType: 'position', position: { id: option.value, name: option.label } }
        : { optimizationType: 'basic' },
    );
    void message.info(t('upload.queued', { name: file.name }));
    // The list (and its optimisation counts) refresh when the task has ended.
    void done.then(() => {
      announceDataChanged(useAuthStore.getState().user?.id);
      return queryClient.invalidateQueries({ queryKey: resumeKeys.all });
    });
    onQueued?.();
  };

  /**
   * The same bytes uploaded before are recognised (content hash) and the user chooses: open the
   * resume made from them, or keep both. A failed check never blocks the upload.
   */
  const checkDuplicate = async (file: File): Promise<'upload' | 'stop'> => {
    const hash = await hashOf(file);
    if (!hash) return 'upload';
    const found = await findDuplicateResumes(hash).catch(() => null);
    const existing = found?.resumes[0];
    if (!existing) return 'upload';
    return new Promise((resolve) => {
      modal.confirm({
        title: t('upload.duplicateTitle'),
        content: t('upload.duplicateBody', { name: existing.file_name, count: found.resumes.length }),
        okText: t('upload.duplicateOpen'),
        cancelText: t('upload.duplicateKeepBoth'),
        maskClosable: false,
        keyboard: false,
        onOk: () => {
          onOpenExisting?.(existing.id);
          resolve('stop');
        },
        onCancel: () => resolve('upload'),
      });
    });
  };

  const sendFile = async (file: File) => {
    setError(null);
    if ((await checkDuplicate(file)) === 'stop') return;
    if (pipeline) return queueFile(file);
    abort.current = new AbortController();
    setStage({ kind: 'uploading', percent: 0 });
    upload.mutate(
      {
        kind: 'file',
        file,
        fields: { position_id: positionId, is_public: isPublic },
        options: {
          signal: abort.current.signal,
          onProgress: (fraction) =>
            setStage(fraction >= 1 ? { kind: 'parsing' } : { kind: 'uploading', percent: Math.round(fraction * 100) }),
        },
      },
      { onSuccess: finish, onError: fail },
    );
  };

  const sendText = () => {
    setError(null);
    if (!text.trim()) return setError(t('upload.textTooShort'));
    setStage({ kind: 'parsing' });
    upload.mutate(
      { kind: 'text', content: text, file_name: name.trim(), position_id: positionId },
      { onSuccess: finish, onError: fail },
    );
  };

  const sendUrl = () => {
    setError(null);
    setStage({ kind: 'parsing' });
    upload.mutate(
      { kind: 'url', url: url.trim(), position_id: positionId, is_public: isPublic },
      { onSuccess: finish, onError: fail },
    );
  };

  const progress =
    stage.kind === 'uploading' ? (
      <div className="op-upload__progress" role="status">
        <Progress percent={stage.percent} status="active" />
        <span>{t('upload.uploading', { percent: stage.percent })}</span>
      </div>
    ) : stage.kind === 'parsing' ? (
      <div className="op-upload__progress" role="status">
        <Progress percent={100} status="active" showInfo={false} />
        <span>{t('upload.parsing')}</span>
      </div>
    ) : null;

  return (
    <div className="op-upload">
      <Form layout="vertical" name={`upload-options-${uid}`} className="op-upload__options">
        <Form.Item label={t('upload.positionLabel')} htmlFor={`upload-position-${uid}`}>
          <Select
            id={`upload-position-${uid}`}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('upload.positionPlaceholder')}
            loading={positions.isLoading}
            options={positions.data ?? []}
            value={positionId ?? undefined}
            onChange={(v?: number) => setPositionId(v ?? null)}
            disabled={busy}
          />
        </Form.Item>
        {tab === 'file' && (
          <Checkbox checked={pipeline} onChange={(e) => setPipeline(e.target.checked)} disabled={busy}>
            {t('upload.pipelineLabel')}
          </Checkbox>
        )}
        {tab !== 'text' && !(tab === 'file' && pipeline) && (
          <Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} disabled={busy}>
            {t('upload.publicLabel')}
          </Checkbox>
        )}
      </Form>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setError(null);
        }}
        items={[
          {
            key: 'file',
            label: t('upload.tabFile'),
            disabled: busy && tab !== 'file',
            children: (
              <Upload.Dragger
                accept={ACCEPT}
                multiple={false}
                showUploadList={false}
                disabled={busy}
                beforeUpload={(file) => {
                  void sendFile(file);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden />
                </p>
                <p className="ant-upload-text">{t('upload.dragTitle')}</p>
                <p className="ant-upload-hint">{t('upload.dragHint')}</p>
              </Upload.Dragger>
            ),
          },
          {
            key: 'text',
            label: t('upload.tabText'),
            disabled: busy && tab !== 'text',
            children: (
              <Form layout="vertical" name={`upload-text-form-${uid}`} onFinish={sendText}>
                <Form.Item label={t('upload.nameLabel')} htmlFor={`upload-name-${uid}`}>
                  <Input
                    id={`upload-name-${uid}`}
                    value={name}
                    maxLength={200}
                    placeholder={t('upload.namePlaceholder')}
                    onChange={(e) => setName(e.target.value)}
                  />
                </Form.Item>
                <Form.Item label={t('upload.textLabel')} htmlFor={`upload-text-${uid}`} extra={t('upload.textPrivate')}>
                  <Input.TextArea
                    id={`upload-text-${uid}`}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    autoSize={{ minRows: 8, maxRows: 16 }}
                    placeholder={t('upload.textPlaceholder')}
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy} block>
                  {t('upload.submitText')}
                </Button>
              </Form>
            ),
          },
          {
            key: 'url',
            label: t('upload.tabUrl'),
            disabled: busy && tab !== 'url',
            children: (
              <Form layout="vertical" name={`upload-url-form-${uid}`} onFinish={sendUrl}>
                <Form.Item label={t('upload.urlLabel')} htmlFor={`upload-url-${uid}`} extra={t('upload.urlHint')}>
                  <Input
                    id={`upload-url-${uid}`}
                    type="url"
                    inputMode="url"
                    value={url}
                    onChange={(e) => setUrl(e.target.value)}
                    placeholder={t('upload.urlPlaceholder')}
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy} disabled={!url.trim()} block>
                  {t('upload.submitUrl')}
                </Button>
              </Form>
            ),
          },
        ]}
      />
      {progress}
      {error && <Alert type="error" showIcon title={error} className="op-upload__error" />}
    </div>
  );
}
