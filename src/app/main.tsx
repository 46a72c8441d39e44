import { holdEarlyInteractions } from './early-interactions';

/**
 * The entry. The first load's code comes in three chunks (first-load-chunks.ts), each evaluated
 * in a task of its own, the main thread given back between them: at a phone's speed, one task
 * for all of it blocked the page for longer than a shopper notices (docs/performance.md, "The
 * entry in three tasks"). index.html modulepreloads all three, so none waits for another to
 * download. Importing any module of a chunk evaluates the whole chunk.
 */
// As src/lib/next-task.ts: the entry imports no module of the app's chunk, or that chunk would
// be evaluated with the entry, in its task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const replayEarlyInteractions = holdEarlyInteractions(document.getElementById('root')!);

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./first-load-libraries'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ firstRender }) => firstRender)
  .then(replayEarlyInteractions);
