import { render, screen } from '@testing-library/react';
import { Alert, InputNumber, Select } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietEnglishIconNames } from '../src/lib/icon-names.ts';

// antd's own icons inside its components are named in English; the app takes those names away.

const englishImages = () =>
  [...document.querySelectorAll('[role="img"][aria-label]')]
    .map((el) => el.getAttribute('aria-label')!)
    .filter((name) => /^[a-z-]+$/.test(name));

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('English icon names', () => {
  it('antd draws English-named icons of its own (what the app must quiet)', () => {
    render(<Select aria-label="城市" options={[{ value: 'sh', label: '上海' }]} />);
    render(<Alert type="success" showIcon title="已保存" />);
    expect(englishImages()).toEqual(expect.arrayContaining(['down', 'check-circle']));
  });

  it('are quieted when present and when they appear later; Chinese names stay', async () => {
    render(<Select aria-label="城市" options={[{ value: 'sh', label: '上海' }]} />);
    stop = quietEnglishIconNames(document.body);
    expect(englishImages()).toEqual([]);
    render(<Alert type="success" showIcon title="已保存" />);
    render(
      <span role="img" aria-label="已完成" className="anticon">
        ✓
      </span>,
    );
    await vi.waitFor(() => expect(englishImages()).toEqual([]));
    expect(screen.getByRole('img', { name: '已完成' })).toBeTruthy();
  });

  it('names an InputNumber’s step buttons in Chinese, not Increase Value / Decrease Value', async () => {
    render(<InputNumber aria-label="题目数量" min={3} max={20} defaultValue={5} />);
    const stepNames = () =>
      [...document.querySelectorAll('[role="button"][aria-label]')].map((el) => el.getAttribute('aria-label'));
    expect(stepNames()).toEqual(['Increase Value', 'Decrease Value']);
    stop = quietEnglishIconNames(document.body);
    expect(stepNames()).toEqual(['增加', '减少']);
    render(<InputNumber aria-label="作答时间" />);
    await vi.waitFor(() => expect(stepNames()).toEqual(['增加', '减少', '增加', '减少']));
  });
});
