import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useClearToastsOnOpen } from './toaster';

interface MenuDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A navigation drawer from the start edge, with a corner X named "Close menu". Closed, it gives
 * the focus back to the button that opened it, unless a link in it led to another page: that
 * page's heading takes the focus then (src/app/page-arrival.tsx).
 */
export function MenuDrawer({ open, title, onClose, footer, children }: MenuDrawerProps) {
  useClearToastsOnOpen(open);
  const followedLink = useRef(false);
  useEffect(() => {
    if (open) followedLink.current = false;
  }, [open]);
  const noteLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
    followedLink.current = link !== null && link.href !== window.location.href;
  };
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // The body takes no focus: the focus stays where it is until the new page gives it a place.
      finalFocusEl={() => (followedLink.current ? document.body : null)}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body onClickCapture={noteLink}>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
