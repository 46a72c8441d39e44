import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '../config/constants';
import type { ToastEdge } from './toast-edge';
import { TOAST_TITLES, type ToastKind } from './toast-kinds';

/** Ark's own alt+T would focus both regions; the list's own hotkey focuses the one showing. */
const NO_HOTKEY = ['toastListHandlesTheHotkey'];
const SHARED = { duration: TOAST_DURATION_MS, pauseOnPageIdle: true, hotkey: NO_HOTKEY };

/**
 * The toasters (Ark UI's, which Chakra's is: its state machine and dismissable layers), loaded
 * once the page is idle or with the first toast: one at the foot of the screen and one at its top,
 * below the fixed top bar, both on the left; 2.5 s, a close button, the title taken from the type.
 */
export const toastStores = {
  bottom: createToaster({ placement: 'bottom-start', ...SHARED }),
  top: createToaster({
    placement: 'top-start',
    offsets: {
      top: 'calc(var(--chakra-sizes-16) + var(--chakra-spacing-2))',
      bottom: '1rem',
      left: '1rem',
      right: '1rem',
    },
    ...SHARED,
  }),
} satisfies Record<ToastEdge, ReturnType<typeof createToaster>>;

const CHAKRA_TYPES = { success: 'success', danger: 'error', warning: 'warning' } as const;

/** The edges whose toasts show, the newest toast's first. */
let showing: ToastEdge[] = [];
export const edgesShowing = (): readonly ToastEdge[] => showing;

export function showToast(kind: ToastKind, message: string, edge: ToastEdge): void {
  showing = [edge, ...showing.filter((other) => other !== edge)];
  toastStores[edge].create({
    type: CHAKRA_TYPES[kind],
    title: TOAST_TITLES[kind],
    description: message,
    closable: true,
  });
}

/**
 * While a toast shows at the foot of the screen, the page ends in room for one (a toast of two
 * lines and the group's offset), so its last links can scroll above it (WCAG 2.4.11, a focused
 * element is not hidden). The room is an empty element of its own after the app: its height
 * changes alone. A style on the page's root restyled the whole page each time a toast came and
 * went, a long frame on a phone. The scroll padding is the page's own, for good (skip-link).
 */
const footRoom = document.createElement('div');
footRoom.setAttribute('aria-hidden', 'true');
footRoom.dataset.toastRoom = '';
document.body.append(footRoom);

function keepRoomForToasts(): void {
  showing = showing.filter((edge) => toastStores[edge].getCount() > 0);
  footRoom.style.height = showing.includes('bottom') ? 'var(--chakra-sizes-28)' : '';
}
Object.values(toastStores).forEach((store) => store.subscribe(keepRoomForToasts));
