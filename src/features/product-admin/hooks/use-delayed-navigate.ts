import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../config/constants';

/** Navigates after the spec's redirect delay, unless the screen is left first. */
export function useDelayedNavigate(delayMs: number = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate, delayMs],
  );
}
