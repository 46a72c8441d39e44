import { createLiveRegion } from '@zag-js/live-region';
import { useEffect, useRef } from 'react';

export type Politeness = 'polite' | 'assertive';

type LiveRegion = ReturnType<typeof createLiveRegion>;
const regions = new Map<Politeness, LiveRegion>();

/**
 * The live region of a politeness, made with its first message. Its code (under 1 KB) is part of
 * the first load: a page still loading after a second speaks at once, and `/` fetches no chunk
 * it did not list.
 */
function regionOf(politeness: Politeness): LiveRegion {
  let region = regions.get(politeness);
  if (!region) {
    region = createLiveRegion({ level: politeness });
    regions.set(politeness, region);
  }
  return region;
}

/**
 * The app's one voice for a screen reader (docs/decisions/0005-one-voice-for-changes.md): what
 * changed, said once, in a visually hidden live region (Chakra's own, from Ark UI's layer). The
 * region is made with the first message and speaks it once it is in the page; a message repeated
 * is spoken again. Errors interrupt (`assertive`); everything else waits its turn.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  regionOf(politeness).announce(message);
}

/**
 * Announces `message` when the view it describes changes (a filter, a sort, a page of a list),
 * once the view's message is known; the view first shown says nothing, its page does.
 */
export function useAnnounceViewChange(view: string, message: string | undefined): void {
  const spokenView = useRef(view);
  useEffect(() => {
    if (message === undefined || spokenView.current === view) return;
    spokenView.current = view;
    announce(message);
  }, [view, message]);
}
