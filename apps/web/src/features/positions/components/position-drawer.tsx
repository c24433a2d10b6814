import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Drawer, Skeleton, Statistic, Typography } from 'antd';
import { useScreens } from '../../../hooks/use-screens.ts';
import { useMemo, useState, type RefObject } from 'react';
import { useConfirmDiscard } from '../../../hooks/use-confirm-discard.ts';
import { useTranslation } from 'react-i18next';
import { toForm, toUpdatePayload, type TPositionForm } from '../payload.ts';
import { useDeletePosition } from '../api/delete-position.ts';
import { usePosition } from '../api/get-position.ts';
import { usePositionRelated } from '../api/get-position-related.ts';
import { useUpdatePosition } from '../api/update-position.ts';
import { PositionForm } from './position-form.tsx';

/** `?positionId=` — the selected position's detail and related data, with edit and delete. */
export function PositionDrawer({
  id,
  onClose,
  changedRef: changed,
}: {
  id: number | null;
  onClose: () => void;
  /** Whether the edit form holds changes not saved yet: closing the drawer (or going Back) then asks first. */
  changedRef: RefObject<boolean>;
}) {
  const { t } = useTranslation('positions');
  const { message, modal } = App.useApp();
  const screens = useScreens();
  const update = useUpdatePosition();
  const remove = useDeletePosition();
  const deleting = remove.variables === id && (remove.isPending || remove.isSuccess);
  // Each id has its own cache entry: another id shows as "loading" until its own answer.
  const detail = usePosition(id, { enabled: !deleting });
  const relatedQuery = usePositionRelated(id, { enabled: !deleting });
  const [editingId, setEditingId] = useState<number | null>(null);
  const saving = update.isPending;
  const confirmDiscard = useConfirmDiscard();
  const position = detail.data ?? null;
  // Related figures that cannot be read keep their placeholder: the position itself is what matters.
  const related = relatedQuery.data ?? null;
  const error = detail.isError ? detail.error.message || t('detail.loadFailed') : null;
  const editing = editingId !== null && editingId === id;
  const setEditing = (on: boolean) => setEditingId(on ? id : null);
  // Closed or moved to another position any way (the browser's Back included), it opens next time on
  // the position's details.
  if (editingId !== null && editingId !== id) setEditingId(null);
  // Stable while the position is the same, so a re-render never resets what is being typed.
  const formValues = useMemo(() => (position ? toForm(position) : undefined), [position]);

  const save = async (values: TPositionForm) => {
    if (!position) return;
    try {
      // The saved position replaces the shown one through the cache (and in every list).
      await update.mutateAsync({ id: position.id, body: toUpdatePayload(values) });
      setEditing(false);
      void message.success(t('form.updated'));
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  const confirmDelete = () => {
    if (!position) return;
    modal.confirm({
      title: t('detail.deleteTitle'),
      content: t('detail.deleteText', { name: position.name }),
      okText: t('detail.deleteOk'),
      okButtonProps: { danger: true },
      // A second Enter from the keyboard must not destroy anything: the focus starts on 取消.
      focusable: { autoFocusButton: 'cancel' },
      cancelText: t('detail.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(position.id);
          void message.success(t('detail.deleted'));
          onClose();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });
  };

  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  return (
    <Drawer
      open={id !== null}
      // Closed while editing (and after 放弃修改), it opens on the position again, not on its edit form.
      // A save on its way loses nothing by closing.
      onClose={() =>
        confirmDiscard(editing && changed.current && !saving, () => {
          setEditingId(null);
          onClose();
        })
      }
      mask={{ closable: !editing }}
      size={screens.md ? 640 : '100%'}
      title={editing ? t('form.editTitle') : (position?.name ?? t('detail.title'))}
      destroyOnHidden
      extra={
        position &&
        !editing && (
          <div className="op-drawer-actions">
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
              {t('detail.delete')}
            </Button>
          </div>
        )
      }
    >
      {error && <Alert type="error" showIcon title={error} />}
      {!error && !position && <Skeleton active paragraph={{ rows: 8 }} />}
      {position && editing && (
        <PositionForm
          name="edit-position"
          initialValues={formValues}
          submitting={saving}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          changedRef={changed}
        />
      )}
      {position && !editing && (
        <div className="op-position-detail">
          <Descriptions column={screens.md ? 2 : 1} colon={false} size="small">
            <Descriptions.Item label={t('detail.company')}>{position.company_name ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('detail.location')}>{position.work_location ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('detail.industry')}>{position.industry ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('detail.experience')}>{position.experience_level ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('detail.salary')}>{position.salary_range ?? none}</Descriptions.Item>
          </Descriptions>
          <h3 className="op-position-detail__h">{t('detail.duties')}</h3>
          {position.responsibilities ? <p className="op-position-detail__text">{position.responsibilities}</p> : none}
          <h3 className="op-position-detail__h">{t('detail.requirements')}</h3>
          {position.requirements ? (
            <ul className="op-position-detail__list">
              {position.requirements.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            none
          )}
          <h3 className="op-position-detail__h">{t('detail.related')}</h3>
          {related ? (
            <>
              <div className="op-position-related">
                <Statistic title={t('detail.resumes')} value={related.resumes.count} />
                <Statistic title={t('detail.optimizations')} value={related.optimizations.count} />
                <Statistic title={t('detail.interviews')} value={related.interviews.count} />
              </div>
              {related.resumes.count + related.optimizations.count + related.interviews.count === 0 && (
                <Typography.Paragraph type="secondary">{t('detail.relatedHint')}</Typography.Paragraph>
              )}
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 1 }} />
          )}
        </div>
      )}
    </Drawer>
  );
}
