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

/** How browsers and Vite word a module or its stylesheet that could not be loaded. */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;
export const isLoadFailure = (error: unknown) => error instanceof Error && LOAD_FAILURE.test(error.message);

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    // Any other error is a bug, not the network: the route's error page says so.
    if (!isLoadFailure(this.state.error)) throw this.state.error;
    return <LoadFailed />;
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
