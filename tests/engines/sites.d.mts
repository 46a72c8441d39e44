/** While a page carries this cookie, naming a chunk, its demo site drops that chunk's download. */
export const DROP_DOWNLOAD_COOKIE: string;
