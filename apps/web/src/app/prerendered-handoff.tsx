import { useLayoutEffect } from 'react';

type TField = HTMLInputElement | HTMLTextAreaElement;

/**
 * A page saved at build time (scripts/prerender.ts) is on screen before the app runs, and a
 * visitor may type into it meanwhile. The app's first render replaces it; this carries over what
 * was typed or ticked, and where the cursor was, from the saved page's fields to the app's fields
 * of the same id. Returns what to run once the app's first render is on screen.
 */
export function prerenderedHandoff(container: HTMLElement): () => void {
  // Only a form's own fields ("login-password_account"): ids React makes up may differ between renders.
  const fields = [...container.querySelectorAll<TField>('form[id] input[id], form[id] textarea[id]')].filter(
    (f) => f.form?.id && f.id.startsWith(`${f.form.id}_`),
  );
  // Where the cursor is now (the visitor may have typed before this code ran), then wherever it goes.
  const active = document.activeElement;
  let focusedId: string | null = active instanceof HTMLElement && container.contains(active) ? active.id || null : null;
  const onFocus = (e: FocusEvent) => {
    focusedId = e.target instanceof HTMLElement && e.target.id ? e.target.id : null;
  };
  container.addEventListener('focusin', onFocus);
  return () => {
    container.removeEventListener('focusin', onFocus);
    container.removeAttribute('data-prerendered');
    container.removeAttribute('data-taking-over');
    container.removeAttribute('data-app-running');
    document.getElementById('op-boot-failed')?.remove();
    for (const old of fields) {
      const now = document.getElementById(old.id);
      if (!(now instanceof HTMLInputElement || now instanceof HTMLTextAreaElement) || now === old) continue;
      if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
        if (old.checked !== old.defaultChecked && now instanceof HTMLInputElement && now.checked !== old.checked)
          now.click();
        continue;
      }
      if (!old.value || now.value === old.value) continue;
      // React listens for input events and reads the value through the prototype's setter.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(now), 'value')?.set?.call(now, old.value);
      now.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focusedId) document.getElementById(focusedId)?.focus();
  };
}

/** Runs the hand-over once the app's first render has replaced the saved page. */
export function PrerenderedHandoff({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}
