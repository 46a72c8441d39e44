/** The demo staff account (README, "Quick start"). Small: the demo's boot registers it. */
export const DEMO_CREDENTIALS = { username: 'admin', password: 'Admin123!' } as const;
export const DEMO_USER = { ...DEMO_CREDENTIALS, name: 'Shop Admin', email: 'admin@webshop.test' };
