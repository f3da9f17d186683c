"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var _a, _b;
Object.defineProperty(exports, "__esModule", { value: true });
exports.chromiumArgs = exports.chromiumPath = void 0;
var node_fs_1 = require("node:fs");
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var test_1 = require("@playwright/test");
var port = Number((_a = process.env.E2E_PORT) !== null && _a !== void 0 ? _a : 3210);
var baseURL = "http://localhost:".concat(port);
var dataDir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'alinhavo-e2e-'));
/** Debian's Chromium, never a browser downloaded by a test tool. */
exports.chromiumPath = (_b = process.env.CHROMIUM_PATH) !== null && _b !== void 0 ? _b : '/usr/bin/chromium';
exports.chromiumArgs = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
exports.default = (0, test_1.defineConfig)({
    testDir: './tests',
    outputDir: '../.tmp/e2e-results',
    timeout: 60000,
    expect: { timeout: 10000 },
    fullyParallel: false,
    workers: 1,
    retries: 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    use: {
        baseURL: baseURL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        trace: 'retain-on-failure',
        screenshot: 'only-on-failure',
        launchOptions: { executablePath: exports.chromiumPath, args: exports.chromiumArgs },
    },
    projects: [
        { name: 'desktop', use: __assign(__assign({}, test_1.devices['Desktop Chrome']), { viewport: { width: 1280, height: 800 } }) },
        { name: 'phone', use: __assign(__assign({}, test_1.devices['Pixel 7']), { viewport: { width: 390, height: 844 } }) },
    ],
    webServer: {
        // The built product exactly as `npm start` serves it, on a fresh embedded database.
        command: 'npm run start -w @alinhavo/api',
        cwd: '..',
        url: "".concat(baseURL, "/api/health"),
        timeout: 120000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            AUTH_RATE_LIMIT: 'off',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'production',
        },
    },
});
