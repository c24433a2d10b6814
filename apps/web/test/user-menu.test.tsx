import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { UserMenu } from '../src/components/user-menu.tsx';

const base = { id: 1, email: null, phone: null, invite_code: 'ABCD2345', created_at: '2026-11-01T00:00:00.000Z' };

function renderMenu() {
  render(
    <MemoryRouter>
      <AntdApp>
        <UserMenu />
      </AntdApp>
    </MemoryRouter>,
  );
}

describe('user menu (spec §1)', () => {
  it('shows the name, falling back to the username, with the default avatar', () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { ...base, username: 'lilei', display_name: null, avatar_url: null },
    });
    renderMenu();
    expect(screen.getByText('lilei')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'lilei' }).getAttribute('src')).toBe('/default-avatar.svg');
  });

  it('prefers the display name and the user’s own avatar', () => {
    useAuthStore.setState({
      status: 'authenticated',
      user: { ...base, username: 'lilei', display_name: '李雷', avatar_url: 'https://example.com/a.png' },
    });
    renderMenu();
    expect(screen.getByText('李雷')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '李雷' }).getAttribute('src')).toBe('https://example.com/a.png');
  });
});
