/**
 * What the sign-in form says when the server accepted the credentials but `me` still finds a
 * guest: the browser did not keep the session's cookies. With the API on another site that is
 * the third-party-cookie block of Safari, every iPhone browser and private windows.
 */
export interface SignInNotKept {
  title: string;
  description: string;
}

export function signInNotKept(apiBaseUrl: string, pageOrigin: string): SignInNotKept {
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl, pageOrigin).origin : pageOrigin;
  const title = 'Your browser blocked the sign-in cookie';
  if (apiOrigin === pageOrigin) {
    return {
      title,
      description:
        'The server accepted your username and password, but this browser did not keep the cookie that holds the sign-in. Allow cookies for this site in the browser settings, then sign in again.',
    };
  }
  const apiHost = new URL(apiOrigin).host;
  return {
    title,
    description: `The server accepted your username and password, but the shop's server (${apiHost}) is on another site than this page, and this browser blocks cookies from other sites, as Safari, every iPhone browser and private windows do. To sign in, open the shop at an address that serves its server on the same site, or allow cookies from ${apiHost} in the browser settings.`,
  };
}
