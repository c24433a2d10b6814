import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import { PositionForm } from '../src/features/positions/components/position-form.tsx';
import { useConfirmBackWhileUnsaved } from '../src/hooks/use-confirm-discard.ts';
import { requirementProblem } from '../src/features/positions/payload.ts';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

beforeAll(stubResizeObserver);
beforeEach(stubTextareaMeasurement);

/** The form in the app's kind of router, one step into the history (a drawer's address after the list's). */
const inRouter = (node: ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element: <AntdApp>{node}</AntdApp> }], {
    initialEntries: ['/positions', '/positions?positionId=1'],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
};

const lines = (n: number, text = '熟悉 MySQL') =>
  Array.from({ length: n }, (_, i) => `${i + 1}. ${text}${i}`).join('\n');

describe('the requirement lines of a position', { timeout: 20_000 }, () => {
  it('are checked against the limits the server keeps, counted as they are sent', () => {
    expect(requirementProblem(lines(50))).toBeNull();
    expect(requirementProblem(`${lines(50)}\n\n\n`)).toBeNull(); // empty lines are not requirements
    expect(requirementProblem(lines(51))).toBe('任职要求最多50条，现在有51条，请合并或删去一些');
    expect(requirementProblem(`熟悉 Java\n\n- 精通${'很'.repeat(501)}`)).toBe(
      `第2条任职要求（「精通${'很'.repeat(10)}…」）超过500个字，请拆成几条或精简`,
    );
    expect(requirementProblem(`- ${'很'.repeat(500)}`)).toBeNull(); // the bullet is not counted
  });

  it('says in the form what is wrong, and sends nothing, until they fit', async () => {
    const onSubmit = vi.fn();
    inRouter(
      <PositionForm
        name="test-position"
        submitting={false}
        onSubmit={onSubmit}
        initialValues={{ title: '后端工程师', requirements: lines(51) }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /保存岗位/ }));
    expect(await screen.findByText('任职要求最多50条，现在有51条，请合并或删去一些')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const box = screen.getByPlaceholderText(/每条要求一行/);
    await user.clear(box);
    await user.click(box);
    await user.paste(lines(3));
    await user.click(screen.getByRole('button', { name: /保存岗位/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/任职要求最多/)).toBeNull();
  });
});

describe('leaving the position form', { timeout: 20_000 }, () => {
  const renderForm = (onCancel: () => void) =>
    inRouter(
      <PositionForm
        name="edit-position"
        submitting={false}
        onSubmit={vi.fn()}
        onCancel={onCancel}
        initialValues={{ title: '后端工程师', requirements: '熟悉 Java' }}
      />,
    );

  it('leaves at once when nothing changed, even after typing a change back or spaces at the end', async () => {
    const onCancel = vi.fn();
    renderForm(onCancel);
    const user = userEvent.setup();
    const title = screen.getByDisplayValue('后端工程师');
    await user.type(title, 'X');
    await user.type(title, '{Backspace}');
    // Spaces at the ends are trimmed when saving: no change either.
    await user.type(title, '  ');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks 放弃修改？ with unsaved changes: 继续编辑 keeps them, 放弃修改 leaves', async () => {
    const onCancel = vi.fn();
    renderForm(onCancel);
    const user = userEvent.setup();
    await user.type(screen.getByDisplayValue('后端工程师'), '（急招）');
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('放弃修改？');
    expect(dialog.textContent).toContain('修改还没有保存，离开后将丢失。');
    // 继续编辑 has the focus: Enter keeps the edits.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('继续编辑'));
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('后端工程师（急招）')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('the browser Back button while a drawer holds unsaved changes', { timeout: 20_000 }, () => {
  /** A page that guards its drawer's form as the positions and resume pages do. */
  function Guarded({ changed }: { changed: { current: boolean } }) {
    useConfirmBackWhileUnsaved(() => changed.current, ['positionId']);
    return <p>抽屉里的表单</p>;
  }

  it('asks first: 继续编辑 stays on the address, 放弃修改 goes back', async () => {
    const router = inRouter(<Guarded changed={{ current: true }} />);
    const user = userEvent.setup();
    void router.navigate(-1);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('放弃修改？');
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?positionId=1');
    void router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lets Back through when nothing is unsaved, and never stops the app own moves', async () => {
    const changed = { current: false };
    const router = inRouter(<Guarded changed={changed} />);
    void router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    changed.current = true;
    void router.navigate('/positions?positionId=2');
    await waitFor(() => expect(router.state.location.search).toBe('?positionId=2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
