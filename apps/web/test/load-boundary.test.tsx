import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadBoundary } from '../src/components/load-boundary.tsx';

function Throws({ error }: { error: Error }): ReactNode {
  throw error;
}
class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>外层：{this.state.error.message}</p> : this.props.children;
  }
}
const quiet = { onCaughtError: () => {} };

describe('LoadBoundary', () => {
  it('says in Chinese, with a reload, that a part of the page could not be loaded', () => {
    render(
      <LoadBoundary fallback={null}>
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} />
      </LoadBoundary>,
      quiet,
    );
    expect(screen.getByText('这部分内容没有加载出来')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  });

  it('leaves any other error to the boundary above it (a bug is not the network)', () => {
    render(
      <Outer>
        <LoadBoundary fallback={null}>
          <Throws error={new Error('render bug')} />
        </LoadBoundary>
      </Outer>,
      quiet,
    );
    expect(screen.getByText('外层：render bug')).toBeInTheDocument();
    expect(screen.queryByText('这部分内容没有加载出来')).toBeNull();
  });
});
