import { useEffect, useRef } from 'react';
import { announce } from '../components/announcer';
import { classes } from '../components/ui/palette';
import { useOnline } from '../lib/network';
import styles from './offline-notice.module.css';

export const OFFLINE_NOTICE =
  'You are offline. The shop shows what it last loaded; changes cannot be sent until you are back online.';
export const BACK_ONLINE = 'You are back online.';

/** On every page while the browser is offline: says so at the top, and says when it is over. */
export function OfflineNotice({ className }: { className?: string }) {
  const online = useOnline();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    announce(online ? BACK_ONLINE : OFFLINE_NOTICE);
  }, [online]);
  if (online) return null;
  return <p className={classes(styles.notice, className)}>{OFFLINE_NOTICE}</p>;
}
