// Types of webshop-pictures.js for the tests that import it.
interface NjsRequest {
  subrequest(uri: string): Promise<{ status: number; responseBuffer?: Buffer }>;
  return(status: number): void;
  internalRedirect(uri: string): void;
}

declare const pictures: {
  resize(request: NjsRequest): Promise<void>;
  uprightTurn(bytes: Buffer | undefined): 0 | 90 | 180 | 270;
};
export default pictures;
