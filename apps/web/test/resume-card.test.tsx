import type { TResumeSummary } from '@offerpilot/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResumeCard } from '../src/features/resumes/components/resume-card.tsx';

const summary = (overrides: Partial<TResumeSummary> = {}): TResumeSummary =>
  ({
    id: 7,
    file_name: '王晨的简历',
    position: 'Java后端工程师',
    is_public: false,
    source: 'manual',
    parent_id: null,
    file: null,
    excerpt: '王晨 后端开发工程师',
    basics: null,
    updated_at: '2026-11-21T08:00:00.000Z',
    created_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  }) as TResumeSummary;

describe('resume card', () => {
  it('marks an optimised version and counts its optimisations', () => {
    render(<ResumeCard resume={summary({ parent_id: 3 })} selected={false} onOpen={() => {}} optimizations={2} />);
    expect(screen.getByText('优化版本')).toBeInTheDocument();
    expect(screen.getByText('已优化 2 次')).toBeInTheDocument();
  });

  it('names the stored file kind in Chinese where it has a name (文本, not TEXT)', () => {
    const file = (kind: string) => ({ kind, mime: 'text/plain', size: 10 });
    const { unmount } = render(
      <ResumeCard resume={summary({ source: 'file', file: file('text') })} selected={false} onOpen={() => {}} />,
    );
    expect(screen.getByText('文本')).toBeInTheDocument();
    expect(screen.queryByText('TEXT')).toBeNull();
    unmount();
    render(<ResumeCard resume={summary({ source: 'file', file: file('docx') })} selected={false} onOpen={() => {}} />);
    expect(screen.getByText('Word')).toBeInTheDocument();
  });

  it('shows neither tag for an original without optimisations', () => {
    render(<ResumeCard resume={summary()} selected={false} onOpen={() => {}} />);
    expect(screen.queryByText('优化版本')).toBeNull();
    expect(screen.queryByText(/已优化/)).toBeNull();
  });
});
