import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLogout } from '../../features/auth';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the focus returns on close: its 'log out' button was in the menu, which has closed. */
  finalFocusEl: () => HTMLElement | null;
}

/** The dashboard's sign-out, confirmed; part of the staff layout, not of the shop's first load. */
export function LogoutDialog({ open, onClose, finalFocusEl }: LogoutDialogProps) {
  const logout = useLogout();
  const confirm = () => logout.mutate(undefined, { onSuccess: onClose });
  return (
    <ConfirmDialog
      open={open}
      title="Comeback soon"
      text="You will be logged out. Click Confirm if you wish to proceed."
      loading={logout.isPending}
      onConfirm={confirm}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
    />
  );
}
