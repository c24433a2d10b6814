import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../src/components/tooltip.tsx';

describe('Tooltip (spec §9 timing and behaviour)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears 300 ms after hover, not before, and goes on leave', async () => {
    render(
      <Tooltip title="提示内容">
        <button type="button">目标</button>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: '目标' }));
    await act(async () => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('提示内容');
    expect(screen.getByRole('button', { name: '目标' })).toHaveAttribute(
      'aria-describedby',
      screen.getByRole('tooltip').id,
    );
    expect(screen.getByRole('tooltip').style.maxWidth).toBe('200px');
    fireEvent.mouseLeave(screen.getByRole('button', { name: '目标' }));
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('appears on keyboard focus and hides on Escape', async () => {
    render(
      <Tooltip title="键盘也能看到">
        <button type="button">聚焦我</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button'));
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not appear when the pointer leaves before the delay', async () => {
    render(
      <Tooltip title="不该出现">
        <button type="button">掠过</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    await act(async () => vi.advanceTimersByTime(150));
    fireEvent.mouseLeave(button);
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
