import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Empty ways of writing "nothing" are the same value: an untouched optional field reads undefined. */
const plain = (value: unknown): unknown => (value === undefined || value === null || value === '' ? null : value);

/** Whether a form's values differ from the ones it started with (typed and typed back is no change). */
export function formChanged<T extends object>(form: FormInstance<T>, initial: Partial<T> | undefined): boolean {
  const now = form.getFieldsValue(true) as Record<string, unknown>;
  const before = (initial ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  return [...keys].some((key) => JSON.stringify(plain(now[key])) !== JSON.stringify(plain(before[key])));
}

/**
 * Leaving a form with unsaved changes asks first: 放弃修改？ with 继续编辑 focused (Enter keeps the
 * edits). `leave` runs at once when nothing changed.
 */
export function useConfirmDiscard(): (changed: boolean, leave: () => void) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  return (changed, leave) => {
    if (!changed) {
      leave();
      return;
    }
    modal.confirm({
      title: t('discard.title'),
      content: t('discard.text'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('discard.cancel'),
      focusable: { autoFocusButton: 'cancel' },
      onOk: leave,
    });
  };
}
