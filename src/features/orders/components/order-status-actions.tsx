import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { REDIRECT_DELAY_MS, type OrderStatus } from '../../../config/constants';
import { useSetOrderStatus } from '../api/set-order-status';

const ACTIONS: Array<{ status: OrderStatus; label: string; palette: string }> = [
  { status: 'rejected', label: 'Rejected', palette: 'red' },
  { status: 'accepted', label: 'Accepted (Preparation)', palette: 'green' },
  { status: 'finished', label: 'Finished (Order done)', palette: 'blue' },
];

export const STATUS_CHANGED = 'Status changes';

interface OrderStatusActionsProps {
  orderId: number;
  /** The order list page the detail was opened from, which a change returns to. */
  listHref: string;
}

/** The three status buttons; after a change the app returns to the order list. */
export function OrderStatusActions({ orderId, listHref }: OrderStatusActionsProps) {
  const navigate = useNavigate();
  const setStatus = useSetOrderStatus(orderId);
  const [sent, setSent] = useState<OrderStatus | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (status: OrderStatus) => {
    setSent(status);
    setStatus.mutate(status, {
      onSuccess: () => {
        notify('success', STATUS_CHANGED);
        setRedirecting(true);
        timer.current = setTimeout(() => navigate(listHref), REDIRECT_DELAY_MS);
      },
    });
  };

  const busy = setStatus.isPending || redirecting;
  return (
    <Stack gap="3">
      {ACTIONS.map((action) => (
        <Button
          key={action.status}
          colorPalette={action.palette}
          variant="outline"
          disabled={busy}
          loading={setStatus.isPending && sent === action.status}
          onClick={() => change(action.status)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
