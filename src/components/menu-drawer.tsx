import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface MenuDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}

/** A navigation drawer from the start edge, with a corner X named "Close menu". */
export function MenuDrawer({ open, title, onClose, footer, children }: MenuDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
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
