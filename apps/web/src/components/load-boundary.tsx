import { Alert, Button } from 'antd';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('lazyLoad.title')}
      description={t('lazyLoad.description')}
      action={
        <Button size="small" onClick={() => window.location.reload()}>
          {t('lazyLoad.reload')}
        </Button>
      }
    />
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/**
 * A part of a screen whose code loads on demand: `fallback` while it loads, and where its code
 * cannot be loaded (the network, or a release that replaced the files), a Chinese message with a
 * reload in its place, not an error page instead of the whole screen.
 */
export function LoadBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Boundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Boundary>
  );
}
