import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../src/i18n/index.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The gallery page as the router loads it: imported when first visited. */
async function renderGallery(variant: number) {
  const { DemoHomepagePage } = await import('../src/features/demo-homepages/demo-homepage-page.tsx');
  // A parent that re-renders the page on demand, as a theme or route change would.
  function Host() {
    const [renders, setRenders] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          {`rerender ${renders}`}
        </button>
        <DemoHomepagePage variant={variant} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/gallery', element: <Host /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/gallery'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The footer asks for the site config; jsdom has no ResizeObserver (the score chart watches its box).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: {}, error: null }))),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('demo home pages', { timeout: 30_000 }, () => {
  it('brings its texts with the gallery instead of every screen, and shows them (no raw keys)', async () => {
    expect(i18n.hasResourceBundle('zh-CN', 'demoHomepages')).toBe(false);
    await renderGallery(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('准备面试，从一份更好的简历开始');
    expect(i18n.hasResourceBundle('zh-CN', 'demoHomepages')).toBe(true);
    expect(document.title).not.toMatch(/meta\.title|designs\./);
    expect(screen.getByRole('main').textContent).not.toMatch(/\b(actions|classic|sample)\.[a-z]/);
  });

  it('offers sign-in and register as single links (no button inside a link) that navigate in the app', async () => {
    await renderGallery(4);
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('a button, button a')).toHaveLength(0);
    const register = screen.getAllByRole('link', { name: /免费注册/ });
    expect(register.length).toBeGreaterThan(0);
    for (const link of register) expect(link).toHaveAttribute('href', '/register');
    const signIn = [...main.querySelectorAll('a')].filter((a) => /^登\s?录$/.test(a.textContent ?? ''));
    expect(signIn.length).toBeGreaterThan(0);
    expect(signIn[0]).toHaveClass('ant-btn');
    await userEvent.click(signIn[0]!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('keeps the score chart when the page renders again', async () => {
    await renderGallery(4);
    const chart = screen.getByRole('img', { name: /最近六场模拟面试得分/ });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const drawn = chart.querySelector('svg');
    await userEvent.click(screen.getByRole('button', { name: 'rerender 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'rerender 1' }));
    expect(screen.getByRole('button', { name: 'rerender 2' })).toBeInTheDocument();
    expect(chart.querySelector('svg')).toBe(drawn);
  });
});
