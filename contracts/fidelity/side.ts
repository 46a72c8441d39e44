import { Visitor } from './http-client';

export interface StaffAccount {
  username: string;
  password: string;
}

/** What the script has made or learnt on one side, for the calls after. */
export interface SideIds {
  userId?: number;
  userName?: string;
  productId?: number;
  cartLineId?: number;
  orderId?: number;
  /** The cart the order is made from. */
  orderSession?: string;
  /** A cart holding more units than the stock. */
  greedySession?: string;
}

/** One API the script runs against: the mock or the live one. */
export class Side {
  readonly staff: Visitor;
  readonly guest: Visitor;
  readonly ids: SideIds = {};
  /** What the script created there, said plainly. */
  readonly created: string[] = [];
  private sessions = 0;

  constructor(
    readonly label: 'mock' | 'live',
    readonly baseUrl: string,
    readonly account: StaffAccount,
    /** Tells this run's records apart from others (product names, session ids). */
    readonly tag: string,
  ) {
    this.staff = new Visitor(baseUrl);
    this.guest = new Visitor(baseUrl);
  }

  /** A visitor with no cookies. */
  visitor(): Visitor {
    return new Visitor(this.baseUrl);
  }

  /** A fresh `X-Session-ID`: a cart nobody has used. */
  freshSession(): string {
    this.sessions += 1;
    return `fidelity-${this.tag}-${this.sessions}`;
  }

  get productName(): string {
    return `Fidelity check ${this.tag}`;
  }
}

/** A call cannot run: an earlier one it needs was skipped or got an unexpected response. */
export class CannotRun extends Error {}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new CannotRun(`no ${what}`);
  return value;
}
