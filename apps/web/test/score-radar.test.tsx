import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScoreRadar } from '../src/features/resumes/ai/score-radar.tsx';

// The chart's own file fails to load (a dropped connection, a new deployment).
vi.mock('../src/features/resumes/ai/score-radar-chart.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('score radar', () => {
  it('says in Chinese that the chart did not load, instead of leaving an empty box', async () => {
    render(
      <ScoreRadar
        label="六项评分"
        scores={
          [
            { key: 'completeness', label: '内容完整度', score: 90, weight: 0.25, explanation: '', advice: '' },
            { key: 'quantification', label: '成果量化', score: 70, weight: 0.2, explanation: '', advice: '' },
          ] as never
        }
      />,
    );
    expect(await screen.findByText(/雷达图没有加载出来/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
