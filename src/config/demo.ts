/** The staff account the mock backend seeds; the sign-in page shows it in mock mode. */
export const DEMO_CREDENTIALS = { username: 'admin', password: 'Admin123!' } as const;
