import { useSyncExternalStore } from 'react';

/** One product of a placed order, as the checkout showed it. */
interface ReceiptItem {
  product_id: number;
  name: string;
  image_url: string;
  price: number;
  quantity: number;
}

/** Who the order goes to, as the shopper gave it. */
interface ReceiptCustomer {
  name: string;
  last_name: string;
  phone: string;
  address: string;
  email?: string;
}

/**
 * An order placed from this browser, kept on the device: the server answers an order with no id
 * and shoppers cannot read orders back, so this is the shopper's only record of it.
 */
export interface Receipt {
  /** When the order was placed (ISO): also the receipt's key on this device. */
  placedAt: string;
  items: ReceiptItem[];
  /** The sum of the lines. */
  originalPrice: number;
  /** What the cart's total said when the order was placed. */
  total: number;
  customer: ReceiptCustomer;
}

const STORAGE_KEY = 'webshop.receipts.v1';
const NO_RECEIPTS: Receipt[] = [];

const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown) => typeof value === 'string';

function isReceipt(value: unknown): value is Receipt {
  const receipt = value as Receipt;
  return (
    typeof receipt === 'object' &&
    receipt !== null &&
    isText(receipt.placedAt) &&
    isNumber(receipt.total) &&
    isNumber(receipt.originalPrice) &&
    Array.isArray(receipt.items) &&
    receipt.items.every(
      (item) =>
        isText(item?.name) &&
        isText(item.image_url) &&
        isNumber(item.price) &&
        isNumber(item.quantity),
    ) &&
    typeof receipt.customer === 'object' &&
    receipt.customer !== null &&
    isText(receipt.customer.name)
  );
}

/** The storage, or null where the browser refuses it (a private mode, storage turned off). */
function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text and its parsed receipts, newest first: parsed again only when it changed. */
let cache: { text: string | null; receipts: Receipt[] } = { text: null, receipts: NO_RECEIPTS };

/** The stored text; null where there is none, or the browser refuses to read it. */
function storedText(): string | null {
  try {
    return deviceStorage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function readReceipts(): Receipt[] {
  const text = storedText();
  if (text === cache.text) return cache.receipts;
  let receipts = NO_RECEIPTS;
  try {
    const parsed: unknown = text === null ? [] : JSON.parse(text);
    if (Array.isArray(parsed)) receipts = parsed.filter(isReceipt);
  } catch {
    // Unreadable text (a hand edit, a broken write) reads as no receipts.
  }
  cache = { text, receipts };
  return receipts;
}

const listeners = new Set<() => void>();
const tellListeners = () => listeners.forEach((listener) => listener());

function writeReceipts(receipts: Receipt[]): boolean {
  try {
    const storage = deviceStorage();
    if (!storage) return false;
    storage.setItem(STORAGE_KEY, JSON.stringify(receipts));
    return true;
  } catch {
    // A full storage (QuotaExceededError) or one the browser refuses: the caller tells the shopper.
    return false;
  } finally {
    tellListeners();
  }
}

/** Keeps a placed order on this device; false when the device could not (its storage is full). */
export function keepReceipt(receipt: Receipt): boolean {
  return writeReceipts([receipt, ...readReceipts()]);
}

/** Removes one receipt from this device. */
export function forgetReceipt(placedAt: string): boolean {
  return writeReceipts(readReceipts().filter((receipt) => receipt.placedAt !== placedAt));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's order or removal.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The receipts kept on this device, newest first; kept up to date across the browser's tabs. */
export function useReceipts(): Receipt[] {
  return useSyncExternalStore(subscribe, readReceipts, () => NO_RECEIPTS);
}
