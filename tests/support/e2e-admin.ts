/** The administrator the browser tests' server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@greige.local', password: 'admin password e2e' } as const;
