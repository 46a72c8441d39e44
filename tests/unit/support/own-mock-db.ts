/**
 * @mswjs/data mirrors every change of its db to the other dbs of the same models through a
 * BroadcastChannel whenever there is a window (jsdom). In Node that channel reaches every worker
 * thread of the run, so one test file's seed would wipe the tokens and carts of a file running
 * beside it. A channel that reaches no one keeps each worker's db its own. Runs before the db
 * is created (the first setup file).
 */
class ChannelToNoOne extends EventTarget {
  onmessage = null;
  onmessageerror = null;

  constructor(readonly name: string) {
    super();
  }

  postMessage(): void {}

  close(): void {}
}

globalThis.BroadcastChannel = ChannelToNoOne as unknown as typeof BroadcastChannel;
