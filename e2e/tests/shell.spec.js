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
var test_1 = require("@playwright/test");
var helpers_1 = require("./helpers");
(0, test_1.test)('the command palette opens with Ctrl+K, searches screens and navigates', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var input;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0:
                test_1.test.skip((0, helpers_1.isPhone)(page), 'keyboard shortcut: desktop only');
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.keyboard.press('Control+k')];
            case 2:
                _c.sent();
                input = page.getByPlaceholder('Buscar telas e ações...');
                return [4 /*yield*/, (0, test_1.expect)(input).toBeVisible()];
            case 3:
                _c.sent();
                return [4 /*yield*/, input.fill('xyzw')];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nenhum resultado')).toBeVisible()];
            case 5:
                _c.sent();
                return [4 /*yield*/, input.fill('forn')];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Navegação')).toBeVisible()];
            case 7:
                _c.sent();
                return [4 /*yield*/, page.keyboard.press('Enter')];
            case 8:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores$/)];
            case 9:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(input).toBeHidden()];
            case 10:
                _c.sent();
                return [4 /*yield*/, page.keyboard.press('Control+k')];
            case 11:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(input).toBeVisible()];
            case 12:
                _c.sent();
                return [4 /*yield*/, page.keyboard.press('Control+k')];
            case 13:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(input).toBeHidden()];
            case 14:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('the breadcrumb is hidden with one segment and links back from a detail screen', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var trail;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0:
                test_1.test.skip((0, helpers_1.isPhone)(page), 'the breadcrumb is shown from tablet width up');
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.goto('/app/fornecedores')];
            case 2:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('navigation', { name: 'Trilha' })).toHaveCount(0)];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.getByText('Elásticos Gaspar').first().click()];
            case 4:
                _c.sent();
                trail = page.getByRole('navigation', { name: 'Trilha' });
                return [4 /*yield*/, (0, test_1.expect)(trail).toContainText('Elásticos Gaspar')];
            case 5:
                _c.sent();
                return [4 /*yield*/, trail.getByRole('link', { name: 'Fornecedores' }).click()];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores$/)];
            case 7:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('the collapsed sidebar stays collapsed after a reload', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0:
                test_1.test.skip((0, helpers_1.isPhone)(page), 'phones use the drawer');
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Recolher menu' }).click()];
            case 2:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible()];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.reload()];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible()];
            case 5:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Expandir menu' }).click()];
            case 6:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('on a phone the menu opens as a drawer and closes after choosing', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var menu, overflow;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0:
                test_1.test.skip(!(0, helpers_1.isPhone)(page), 'phone only');
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Abrir menu' }).click()];
            case 2:
                _c.sent();
                menu = page.getByRole('navigation', { name: 'Menu principal' });
                return [4 /*yield*/, (0, test_1.expect)(menu.getByRole('link', { name: 'Fornecedores' })).toBeVisible()];
            case 3:
                _c.sent();
                return [4 /*yield*/, menu.getByRole('link', { name: 'Fornecedores' }).click()];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(menu).toBeHidden()];
            case 5:
                _c.sent();
                return [4 /*yield*/, page.evaluate(function () { return document.documentElement.scrollWidth - window.innerWidth; })];
            case 6:
                overflow = _c.sent();
                (0, test_1.expect)(overflow).toBeLessThanOrEqual(0);
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('unknown addresses show the not-found screens', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, page.goto('/nao-existe')];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Página não encontrada')).toBeVisible()];
            case 2:
                _c.sent();
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.goto('/app/tela-que-nao-existe')];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Página não encontrada').first()).toBeVisible()];
            case 5:
                _c.sent();
                return [4 /*yield*/, page.getByRole('link', { name: 'Voltar ao início' }).click()];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores$/)];
            case 7:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
