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
    expect(requirementProblem(lines(51))).toEqual({ kind: 'tooMany', count: 51, max: 50 });
    expect(requirementProblem(`熟悉 Java\n- ${'很'.repeat(501)}`)).toEqual({ kind: 'tooLong', index: 2, max: 500 });
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
    expect(await screen.findByText('任职要求最多 50 条，现在有 51 条，请合并或删去一些')).toBeTruthy();
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
