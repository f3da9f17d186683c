"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO = void 0;
exports.signIn = signIn;
exports.signUpCompany = signUpCompany;
exports.isPhone = isPhone;
exports.openFromMenu = openFromMenu;
var node_crypto_1 = require("node:crypto");
var test_1 = require("@playwright/test");
exports.DEMO = { email: 'demo@alinhavo.app', password: 'Aurora#2026' };
function signIn(page_1) {
    return __awaiter(this, arguments, void 0, function (page, email, password) {
        if (email === void 0) { email = exports.DEMO.email; }
        if (password === void 0) { password = exports.DEMO.password; }
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4 /*yield*/, page.goto('/auth')];
                case 1:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('E-mail').fill(email)];
                case 2:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill(password)];
                case 3:
                    _a.sent();
                    return [4 /*yield*/, page.getByRole('button', { name: 'Entrar', exact: true }).last().click()];
                case 4:
                    _a.sent();
                    return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\//)];
                case 5:
                    _a.sent();
                    return [2 /*return*/];
            }
        });
    });
}
/** Signs up a brand-new company through the screen and returns its owner's login. */
function signUpCompany(page_1) {
    return __awaiter(this, arguments, void 0, function (page, companyName) {
        var email, password;
        if (companyName === void 0) { companyName = 'Facção Teste'; }
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0:
                    email = "dona-".concat((0, node_crypto_1.randomUUID)().slice(0, 8), "@example.com");
                    password = 'Overloque#2026';
                    return [4 /*yield*/, page.goto('/auth?tab=signup')];
                case 1:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('Nome completo').fill('Dona Teste')];
                case 2:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('Nome da empresa').fill(companyName)];
                case 3:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('E-mail').fill(email)];
                case 4:
                    _a.sent();
                    return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill(password)];
                case 5:
                    _a.sent();
                    return [4 /*yield*/, page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click()];
                case 6:
                    _a.sent();
                    return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\//)];
                case 7:
                    _a.sent();
                    return [2 /*return*/, { email: email, password: password }];
            }
        });
    });
}
function isPhone(page) {
    var _a, _b;
    return ((_b = (_a = page.viewportSize()) === null || _a === void 0 ? void 0 : _a.width) !== null && _b !== void 0 ? _b : 1280) < 768;
}
/** Opens a screen from the sidebar, through the drawer on phones. */
function openFromMenu(page, name) {
    return __awaiter(this, void 0, void 0, function () {
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0:
                    if (!isPhone(page)) return [3 /*break*/, 2];
                    return [4 /*yield*/, page.getByRole('button', { name: 'Abrir menu' }).click()];
                case 1:
                    _a.sent();
                    _a.label = 2;
                case 2: return [4 /*yield*/, page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: name }).click()];
                case 3:
                    _a.sent();
                    return [2 /*return*/];
            }
        });
    });
}
