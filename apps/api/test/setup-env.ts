process.env.NODE_ENV = 'test';
// Vitest sets BASE_URL="/", which better-auth would otherwise pick up.
process.env.BETTER_AUTH_URL = 'http://localhost:3000';
