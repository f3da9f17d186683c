// TEMPORARY (helper iteration only, delete before finishing): the normal config against an already running server.
import base from './playwright.config';
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:3310' } };
