/** What the demo tells its user about keeping the data (a warning toast). */
export const PERSISTENCE_MESSAGES = {
  saveFailed:
    "Your latest changes could not be saved: the browser's storage is full. Reloading the page would lose them.",
  nothingKept:
    'This browser keeps no data for the demo: your changes last until the page is reloaded.',
} as const;
