import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useClearToastsOnOpen } from './toaster';

interface FormDialogProps {
  open: boolean;
  /** Escape, a click outside and the corner X. */
  onDismiss: () => void;
  /** Mounted per opening, so a form's fields start from the current values each time. */
  children: ReactNode;
}

/** A centred dialog around one form (a `DialogForm`), with a corner X named "Dismiss". */
export function FormDialog({ open, onDismiss, children }: FormDialogProps) {
  useClearToastsOnOpen(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open && children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Dismiss" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogFormProps {
  title: string;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  /** The footer's Close button. */
  onClose: () => void;
  children: ReactNode;
}

/** The form of a `FormDialog`: title, fields, and a footer with Close and the submit button. */
export function DialogForm({
  title,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  onClose,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" colorPalette="blue" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
