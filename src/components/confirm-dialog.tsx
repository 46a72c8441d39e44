import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useClearToastsOnOpen } from './toaster';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  loading?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * Where the focus goes when the dialog closes, when the element that opened it is gone (a
   * button in a menu that closed); by default, back to the element that had it.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/** A confirmation with Confirm and Cancel, both disabled while the action runs. */
export function ConfirmDialog({
  open,
  title,
  text,
  loading = false,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  finalFocusEl,
}: ConfirmDialogProps) {
  useClearToastsOnOpen(open);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !loading && onClose()}
      placement="center"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} disabled={loading} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={loading}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
