import { Component, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { PageHeading } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { CodeDownloadError, isOnline, subscribeToNetwork } from '../lib/code-download';
import styles from './screen-load-failed.module.css';

const onlineInPrerender = () => true;

/** What shows in place of a screen whose code did not arrive; the layout around it stays. */
function ScreenLoadFailed({ stalled, onRetry }: { stalled: boolean; onRetry: () => void }) {
  const online = useSyncExternalStore(subscribeToNetwork, isOnline, onlineInPrerender);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.failed}>
      <PageHeading title="This page could not be loaded" />
      <Alert
        status="error"
        role="alert"
        title={
          online
            ? stalled
              ? 'Its download is taking too long.'
              : 'Its download was interrupted.'
            : 'You are offline.'
        }
        description={
          online
            ? 'Check your connection and retry.'
            : 'It loads by itself as soon as you are back online.'
        }
        action={
          <Button size="sm" variant="outline" palette="red" onClick={onRetry}>
            <LuRotateCw /> Retry
          </Button>
        }
      />
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Shows ScreenLoadFailed when the screen inside could not be downloaded; any other error goes on
 * to the boundary above. Given a new key, it tries again.
 */
export class ScreenLoadBoundary extends Component<BoundaryProps, { failed: unknown }> {
  state = { failed: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    if (!(failed instanceof CodeDownloadError)) throw failed;
    return <ScreenLoadFailed stalled={failed.stalled} onRetry={this.props.onRetry} />;
  }
}
