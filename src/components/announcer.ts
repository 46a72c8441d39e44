import { useEffect, useRef } from 'react';

export type Politeness = 'polite' | 'assertive';

type LiveRegion = ReturnType<typeof import('@zag-js/live-region').createLiveRegion>;
const regions = new Map<Politeness, Promise<LiveRegion>>();

/** The live region of a politeness, made with its first message (its code loaded then). */
function regionOf(politeness: Politeness): Promise<LiveRegion> {
  let region = regions.get(politeness);
  if (!region) {
    region = import('@zag-js/live-region').then(({ createLiveRegion }) =>
      createLiveRegion({ level: politeness }),
    );
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
  void regionOf(politeness).then((region) => region.announce(message));
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
