import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CodeDownloadError, downloadCode } from '../lib/code-download';

interface BoundaryProps {
  onFailed: () => void;
  children: ReactNode;
}

/** Draws nothing once the code inside could not be downloaded; passes any other error on. */
class PartDownloadBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof CodeDownloadError) this.props.onFailed();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof CodeDownloadError)) throw error;
    return null;
  }
}

interface PartProps {
  /** A dialog's or menu's state: opening it again tries its download again. */
  open?: boolean;
  /** Called when the download failed, to close what asked for the part. */
  onDownloadFailed?: () => void;
}

/**
 * A part of a page (a dialog, the menu, the toasts) whose code loads on first use. When that
 * download fails the page stays as it was: the visitor is told, and opening the part again, or
 * the browser coming back online, tries again. `tellFailed` tells the visitor, and whether it had
 * failed before in this page: Firefox keeps a module that failed for the page's life, so a part
 * that failed once may only come with the page loaded afresh, which is the visitor's to choose
 * (a reload loses what they typed).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  tellFailed: (failedBefore: boolean) => void,
) {
  const download = downloadCode(() => load().then((component) => ({ default: component })));
  let Suspending = lazy(download);
  let failures = 0;

  function LazyPart({ onDownloadFailed, ...rest }: Props & PartProps) {
    const props = rest as Props & PartProps;
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const wasOpen = useRef(props.open);
    useEffect(() => {
      const openedAgain = props.open && !wasOpen.current;
      wasOpen.current = props.open;
      if (failed && openedAgain) retry();
    });
    // A part that opens (a dialog, the menu) tries again when opened; one always shown (the
    // toasts' list) when the browser is back online.
    useEffect(() => {
      if (!failed || props.open !== undefined) return;
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed, props.open]);

    function retry() {
      setFailed(false);
      setAttempt((count) => count + 1);
    }
    const fail = () => {
      // React keeps a lazy component's failure for good: the next try needs a new one.
      Suspending = lazy(download);
      setFailed(true);
      onDownloadFailed?.();
      failures += 1;
      tellFailed(failures > 1);
    };

    if (failed) return null;
    return (
      <PartDownloadBoundary key={attempt} onFailed={fail}>
        <Suspense fallback={null}>
          <Suspending {...props} />
        </Suspense>
      </PartDownloadBoundary>
    );
  }
  return LazyPart;
}
