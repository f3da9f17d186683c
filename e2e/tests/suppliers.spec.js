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
(0, test_1.test)('the demo company finds a supplier by name and the search survives a reload', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, helpers_1.openFromMenu)(page, 'Fornecedores')];
            case 2:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Malharia Vale do Itajaí Ltda').first()).toBeVisible()];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Buscar fornecedores').fill('jaraguá')];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/q=jaragu/)];
            case 5:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Etiquetas Jaraguá').first()).toBeVisible()];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Malharia Vale do Itajaí Ltda')).toHaveCount(0)];
            case 7:
                _c.sent();
                return [4 /*yield*/, page.reload()];
            case 8:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByLabel('Buscar fornecedores')).toHaveValue('jaraguá')];
            case 9:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Etiquetas Jaraguá').first()).toBeVisible()];
            case 10:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Buscar fornecedores').fill('nada-parecido')];
            case 11:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nenhum fornecedor encontrado')).toBeVisible()];
            case 12:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('create, open, edit and delete a supplier; every change survives a reload', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var dialog, edit, phone;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, (0, helpers_1.signUpCompany)(page, 'Confecções Girassol')];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Novo fornecedor' }).first().click()];
            case 2:
                _c.sent();
                dialog = page.getByRole('dialog');
                return [4 /*yield*/, dialog.getByLabel('Nome').fill('Tecidos Itajaí')];
            case 3:
                _c.sent();
                return [4 /*yield*/, dialog.getByLabel('CNPJ ou CPF').fill('11222333000180')];
            case 4:
                _c.sent();
                return [4 /*yield*/, dialog.getByLabel('Telefone').fill('47999887766')];
            case 5:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(dialog.getByLabel('Telefone')).toHaveValue('(47) 99988-7766')];
            case 6:
                _c.sent();
                return [4 /*yield*/, dialog.getByLabel('E-mail').fill('vendas@')];
            case 7:
                _c.sent();
                return [4 /*yield*/, dialog.getByRole('button', { name: 'Cadastrar' }).click()];
            case 8:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(dialog.getByText('CPF ou CNPJ inválido')).toBeVisible()];
            case 9:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(dialog.getByText('E-mail inválido')).toBeVisible()];
            case 10:
                _c.sent();
                return [4 /*yield*/, dialog.getByLabel('CNPJ ou CPF').fill('11222333000181')];
            case 11:
                _c.sent();
                return [4 /*yield*/, dialog.getByLabel('E-mail').fill('vendas@tecidositajai.com.br')];
            case 12:
                _c.sent();
                return [4 /*yield*/, dialog.getByRole('button', { name: 'Cadastrar' }).click()];
            case 13:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores\/[0-9a-f-]{36}$/)];
            case 14:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Tecidos Itajaí', level: 2 })).toBeVisible()];
            case 15:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('11.222.333/0001-81')).toBeVisible()];
            case 16:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('(47) 99988-7766')).toBeVisible()];
            case 17:
                _c.sent();
                if (!!(0, helpers_1.isPhone)(page)) return [3 /*break*/, 19];
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('navigation', { name: 'Trilha' }).getByRole('link', { name: 'Fornecedores' })).toBeVisible()];
            case 18:
                _c.sent();
                _c.label = 19;
            case 19: return [4 /*yield*/, page.getByRole('button', { name: 'Editar' }).click()];
            case 20:
                _c.sent();
                edit = page.getByRole('dialog');
                return [4 /*yield*/, edit.getByLabel('Nome').fill('   ')];
            case 21:
                _c.sent();
                return [4 /*yield*/, edit.getByRole('button', { name: 'Salvar' }).click()];
            case 22:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(edit.getByText('Nome é obrigatório')).toBeVisible()];
            case 23:
                _c.sent();
                return [4 /*yield*/, edit.getByLabel('Nome').fill('Tecidos Itajaí Ltda')];
            case 24:
                _c.sent();
                return [4 /*yield*/, edit.getByLabel('Telefone').fill('')];
            case 25:
                _c.sent();
                return [4 /*yield*/, edit.getByRole('button', { name: 'Salvar' }).click()];
            case 26:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Fornecedor atualizado com sucesso!')).toBeVisible()];
            case 27:
                _c.sent();
                return [4 /*yield*/, page.reload()];
            case 28:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Tecidos Itajaí Ltda', level: 2 })).toBeVisible()];
            case 29:
                _c.sent();
                phone = page.locator('dt', { hasText: 'Telefone' }).locator('xpath=following-sibling::dd[1]');
                return [4 /*yield*/, (0, test_1.expect)(phone).toHaveText('-')];
            case 30:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Excluir' }).click()];
            case 31:
                _c.sent();
                return [4 /*yield*/, page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click()];
            case 32:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores$/)];
            case 33:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nenhum fornecedor cadastrado')).toBeVisible()];
            case 34:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('another company’s supplier opened by URL shows not found, never its data', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var url, other, otherPage;
    var page = _b.page, browser = _b.browser;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, helpers_1.openFromMenu)(page, 'Fornecedores')];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByText('Tinturaria Rio do Sul').first().click()];
            case 3:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores\/[0-9a-f-]{36}$/)];
            case 4:
                _c.sent();
                url = page.url();
                return [4 /*yield*/, browser.newContext()];
            case 5:
                other = _c.sent();
                return [4 /*yield*/, other.newPage()];
            case 6:
                otherPage = _c.sent();
                return [4 /*yield*/, (0, helpers_1.signUpCompany)(otherPage, 'Concorrente Ltda')];
            case 7:
                _c.sent();
                return [4 /*yield*/, otherPage.goto(url)];
            case 8:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(otherPage.getByText('Fornecedor não encontrado')).toBeVisible()];
            case 9:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(otherPage.getByText('Tinturaria Rio do Sul')).toHaveCount(0)];
            case 10:
                _c.sent();
                return [4 /*yield*/, other.close()];
            case 11:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
