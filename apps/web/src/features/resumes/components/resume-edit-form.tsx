import type { TResume } from '@offerpilot/shared';
import { App, Button, Form, Input, Select } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedForm } from '../../../hooks/use-confirm-discard.ts';
import { useUpdateResume } from '../api/update-resume.ts';
import { usePositionOptions } from '../../../hooks/use-my-lists.ts';

interface TEditValues {
  file_name: string;
  position_id: number | null;
  position: string;
  content: string;
}

/**
 * Name, position link and text; a failed save keeps what was typed. `changedRef` follows whether
 * anything typed is unsaved, so the drawer around it asks before it closes.
 */
export function ResumeEditForm({
  resume,
  onClose,
  changedRef,
}: {
  resume: TResume;
  onClose: () => void;
  changedRef?: RefObject<boolean>;
}) {
  const { t } = useTranslation('resumes');
  const { message } = App.useApp();
  const update = useUpdateResume();
  const positions = usePositionOptions();
  const [form] = Form.useForm<TEditValues>();
  const linked = Form.useWatch('position_id', form);
  const initialValues: TEditValues = {
    file_name: resume.file_name,
    position_id: resume.position_id,
    position: resume.position ?? '',
    content: resume.content,
  };
  const unsaved = useUnsavedForm(form, initialValues, changedRef);

  const submit = (values: TEditValues) => {
    const contentChanged = values.content.trim() !== resume.content.trim();
    unsaved.sent();
    update.mutate(
      {
        id: resume.id,
        body: {
          file_name: values.file_name,
          position_id: values.position_id ?? null,
          ...(values.position_id ? {} : { position: values.position }),
          ...(contentChanged ? { content: values.content } : {}),
        },
      },
      {
        onSuccess: () => {
          void message.success(t('edit.saved'));
          onClose();
        },
        onError: (e) => {
          unsaved.failed();
          void message.error(e.message);
        },
      },
    );
  };

  return (
    <Form<TEditValues>
      form={form}
      name="resume-edit"
      layout="vertical"
      onFinish={submit}
      initialValues={initialValues}
      onValuesChange={unsaved.onValuesChange}
    >
      <h2 className="op-resume-detail__pane-title">{t('edit.title')}</h2>
      <Form.Item
        name="file_name"
        label={t('edit.name')}
        rules={[{ required: true, whitespace: true, message: t('edit.name') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <div className="op-resume-edit__grid">
        <Form.Item name="position_id" label={t('edit.linkPosition')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('upload.positionPlaceholder')}
            options={positions.data ?? []}
          />
        </Form.Item>
        {!linked && (
          <Form.Item name="position" label={t('edit.position')}>
            <Input maxLength={100} />
          </Form.Item>
        )}
      </div>
      <Form.Item
        name="content"
        label={t('edit.content')}
        extra={t('edit.contentHint')}
        rules={[{ required: true, whitespace: true, message: t('upload.textTooShort') }]}
      >
        <Input.TextArea autoSize={{ minRows: 12, maxRows: 28 }} />
      </Form.Item>
      <div className="op-drawer-actions">
        <Button onClick={() => unsaved.cancel(onClose)}>{t('detail.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('edit.save')}
        </Button>
      </div>
    </Form>
  );
}
