export interface DemoCredentials {
  username: string;
  password: string;
}

let demoCredentials: DemoCredentials | null = null;

/**
 * The staff account of the mock backend, registered by the mock at start-up, so the demo
 * password never ships in the real-mode bundle. The sign-in page shows it when present.
 */
export const demoAccount = {
  get: (): DemoCredentials | null => demoCredentials,
  register: (credentials: DemoCredentials): void => {
    demoCredentials = credentials;
  },
};
