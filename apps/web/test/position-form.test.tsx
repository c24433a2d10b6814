import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n/index.ts';
import { PositionForm } from '../src/features/positions/components/position-form.tsx';
import { requirementProblem } from '../src/features/positions/payload.ts';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';

beforeAll(stubResizeObserver);
beforeEach(stubTextareaMeasurement);

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
    render(
      <AntdApp>
        <PositionForm
          name="test-position"
          submitting={false}
          onSubmit={onSubmit}
          initialValues={{ title: '后端工程师', requirements: lines(51) }}
        />
      </AntdApp>,
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
    render(
      <AntdApp>
        <PositionForm
          name="edit-position"
          submitting={false}
          onSubmit={vi.fn()}
          onCancel={onCancel}
          initialValues={{ title: '后端工程师', requirements: '熟悉 Java' }}
        />
      </AntdApp>,
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
