import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Empty ways of writing "nothing" are the same value (an untouched optional field reads undefined),
 * and so is text that differs only by spaces or line breaks at its ends: saving trims them.
 */
const plain = (value: unknown): unknown => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === undefined || v === null || v === '' ? null : v;
};

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

/**
 * A form whose unsaved changes are asked about before they are lost: its own 取消 (`cancel`), and
 * the drawer around it through `changedRef`, which follows whether the values differ from `initial`
 * (`onValuesChange`). The ref starts false and is false again once the form is gone, so a drawer
 * opened again never asks about edits already discarded.
 */
export function useUnsavedForm<T extends object>(
  form: FormInstance<T>,
  initial: Partial<T> | undefined,
  changedRef?: RefObject<boolean>,
): {
  onValuesChange: () => void;
  cancel: (leave: () => void) => void;
  /** The values are on their way to the server: closing the drawer no longer loses them. */
  sent: () => void;
  /** The save failed: what was typed is unsaved again (while the form is still there). */
  failed: () => void;
} {
  const confirmDiscard = useConfirmDiscard();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    if (changedRef) changedRef.current = false;
    return () => {
      mounted.current = false;
      if (changedRef) changedRef.current = false;
    };
  }, [changedRef]);
  const track = () => {
    if (changedRef && mounted.current) changedRef.current = formChanged(form, initial);
  };
  return {
    onValuesChange: track,
    cancel: (leave) => confirmDiscard(formChanged(form, initial), leave),
    sent: () => {
      if (changedRef) changedRef.current = false;
    },
    failed: track,
  };
}
