import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/skip-link';
import { AnnounceServerWaking } from './announce-server-waking';
import { PageArrival } from './page-arrival';

/**
 * Every route renders at once: public screens never wait for the signed-in state; the guards
 * (src/app/guards.tsx) wait where it decides what to show.
 */
export function RootShell() {
  return (
    <>
      <SkipLink />
      <PageArrival />
      <AnnounceServerWaking />
      <Outlet />
    </>
  );
}
