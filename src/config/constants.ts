/** Business constants of the spec (section 9), one place for each; field rules are in rules/. */
export const TOAST_DURATION_MS = 2500;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const REDIRECT_DELAY_MS = 1500;
export const PROFILE_CACHE_MS = 300_000;
export const SESSION_COOKIE_DAYS = 30;
export const CART_ADD_QUANTITY = 1;
export const ORDERS_PAGE_SIZE = 5;
export const PRODUCT_CARD_MAX_WIDTH = '250px';
/** Cards the grid renders at first and per 'Show more' (keeps the DOM small for big catalogues). */
export const PRODUCT_GRID_PAGE_SIZE = 48;

export const SESSION_COOKIE = 'session_id';
export const CSRF_COOKIE = 'csrftoken';

export const ORDER_STATUSES = ['rejected', 'accepted', 'finished'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
