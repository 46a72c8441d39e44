import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { announce } from './announcer';
import { LuRotateCw } from 'react-icons/lu';
import {
  isServerWaking,
  SERVER_WAKING_MESSAGE,
  subscribeToServerWaking,
} from '../lib/server-waking';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { classes } from './ui/palette';
import { Spinner } from './ui/spinner';
import { mutedText } from './ui/text';
import styles from './query-states.module.css';

const notWakingInPrerender = () => false;

/** While a read waits for the API to wake up: the page loads by itself (lib/server-waking.ts). */
function useServerWaking(): boolean {
  return useSyncExternalStore(subscribeToServerWaking, isServerWaking, notWakingInPrerender);
}

/** A load shorter than this passes unspoken: the page's content (or its heading) speaks instead. */
const LOADING_SPOKEN_AFTER_MS = 1000;

/**
 * What a list or screen shows while its data loads; `minH` is a CSS length (e.g. 100vh); `inline`
 * for a part of a screen (its buttons), in a line of its own size. A screen reader hears its
 * words when the load takes longer than a moment (the server waking up is spoken by the app:
 * announce-server-waking.tsx).
 */
export function LoadingState({
  children,
  minH,
  inline = false,
}: {
  children: string;
  minH?: string;
  inline?: boolean;
}) {
  const waking = useServerWaking();
  useEffect(() => {
    const timer = setTimeout(() => announce(children), LOADING_SPOKEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [children]);
  return (
    <div className={inline ? undefined : styles.loading} style={{ minHeight: minH }}>
      <div className={inline ? styles.loadingInline : styles.loadingStatus}>
        <Spinner size={inline ? 'inherit' : 'lg'} />
        <p className={mutedText}>{children}</p>
        {waking && <p className={classes(mutedText, styles.waking)}>{SERVER_WAKING_MESSAGE}</p>}
      </div>
    </div>
  );
}

/** What a list or screen shows when its data could not be loaded, with a way to try again. */
export function ErrorState({ children }: { children: ReactNode }) {
  // Try again may meet the API waking up: the state says so while it waits.
  const waking = useServerWaking();
  return (
    <Alert
      status="error"
      role="alert"
      className={styles.error}
      title={children}
      description={waking && SERVER_WAKING_MESSAGE}
      action={<TryAgainButton />}
    />
  );
}

const failed = (query: Query) => query.state.status === 'error';

/**
 * Refetches what the screen failed to load: every query on screen that failed. The screen
 * shows its data, or its error state again, by what the responses say.
 */
function TryAgainButton() {
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const tryAgain = async () => {
    setRetrying(true);
    try {
      await queryClient.refetchQueries({ type: 'active', predicate: failed });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Button size="sm" variant="outline" palette="red" loading={retrying} onClick={tryAgain}>
      <LuRotateCw /> Try again
    </Button>
  );
}
