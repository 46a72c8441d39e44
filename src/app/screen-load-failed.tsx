import { Component, useEffect, type ReactNode } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { PageHeading } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { CodeDownloadError } from '../lib/code-download';
import { useOnline } from '../lib/network';
import styles from './screen-load-failed.module.css';

/** What shows in place of a screen whose code did not arrive; the layout around it stays. */
function ScreenLoadFailed({
  stalled,
  onRetry,
}: {
  stalled: boolean;
  onRetry: (byHand: boolean) => void;
}) {
  const online = useOnline();
  useEffect(() => {
    const retryOnline = () => onRetry(false);
    window.addEventListener('online', retryOnline);
    return () => window.removeEventListener('online', retryOnline);
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
          <Button size="sm" variant="outline" palette="red" onClick={() => onRetry(true)}>
            <LuRotateCw /> Retry
          </Button>
        }
      />
    </div>
  );
}

interface BoundaryProps {
  /** `byHand`: the visitor's Retry, not the browser's coming back online. */
  onRetry: (byHand: boolean) => void;
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
