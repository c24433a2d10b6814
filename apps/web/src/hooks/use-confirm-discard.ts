import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedBlocker } from './use-confirmed-blocker.ts';

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
 * edits). `leave` runs at once when nothing changed; `stay` when 继续编辑 is chosen. Returns the
 * dialog's close, or null when nothing was asked.
 */
export function useConfirmDiscard(): (changed: boolean, leave: () => void, stay?: () => void) => (() => void) | null {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  return useCallback(
    (changed: boolean, leave: () => void, stay?: () => void) => {
      if (!changed) {
        leave();
        return null;
      }
      return modal.confirm({
        title: t('discard.title'),
        content: t('discard.text'),
        okText: t('discard.ok'),
        okButtonProps: { danger: true },
        cancelText: t('discard.cancel'),
        focusable: { autoFocusButton: 'cancel' },
        onOk: leave,
        onCancel: stay,
      }).destroy;
    },
    [modal, t],
  );
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

/**
 * The browser's Back and Forward (a phone's back gesture) change the address that opened a drawer's
 * form and would drop its edits: while `unsaved()` says so they ask 放弃修改？ first, when they
 * leave the page or change one of `formParams` (the query parameters that open the form; a move
 * between a resume's views keeps the form). Only those moves: the app's own (a drawer closed after
 * 放弃修改, a save) change the address by code and have asked already or lose nothing. One per
 * page: a router keeps one blocker at a time.
 */
export function useConfirmBackWhileUnsaved(unsaved: () => boolean, formParams: readonly string[]): void {
  const confirmDiscard = useConfirmDiscard();
  useConfirmedBlocker(
    ({ historyAction, currentLocation, nextLocation }) => {
      if (historyAction !== 'POP' || !unsaved()) return false;
      const now = new URLSearchParams(currentLocation.search);
      const next = new URLSearchParams(nextLocation.search);
      return currentLocation.pathname !== nextLocation.pathname || formParams.some((p) => now.get(p) !== next.get(p));
    },
    (proceed, stay) => confirmDiscard(true, proceed, stay),
  );
}
