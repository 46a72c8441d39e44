import { useEffect } from 'react';
import { announce } from '../components/announcer';
import {
  isServerWaking,
  SERVER_WAKING_MESSAGE,
  subscribeToServerWaking,
} from '../lib/server-waking';

export const SERVER_AWAKE_MESSAGE = "The shop's server is up; the page is up to date.";

/**
 * Says once that the API is waking up, whatever the page shows meanwhile (a loading state, or
 * the build's snapshot of the catalogue, which shows no notice), and once that it woke.
 */
export function AnnounceServerWaking() {
  useEffect(() => {
    let waking = isServerWaking();
    return subscribeToServerWaking(() => {
      if (waking === isServerWaking()) return;
      waking = !waking;
      announce(waking ? SERVER_WAKING_MESSAGE : SERVER_AWAKE_MESSAGE);
    });
  }, []);
  return null;
}
