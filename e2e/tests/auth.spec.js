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
(0, test_1.test)('a new confecção signs up and lands in its own, empty workspace', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, (0, helpers_1.signUpCompany)(page, 'Confecções Primavera')];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Conta criada com sucesso! Verifique seu email para confirmar a conta.')).toBeVisible()];
            case 2:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores$/)];
            case 3:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nenhum fornecedor cadastrado')).toBeVisible()];
            case 4:
                _c.sent();
                // The demo company's suppliers are not visible to another company.
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Malharia Vale do Itajaí Ltda')).toHaveCount(0)];
            case 5:
                // The demo company's suppliers are not visible to another company.
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('sign-up explains every missing field in Portuguese, under the field', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, page.goto('/auth')];
            case 1:
                _c.sent();
                return [4 /*yield*/, page.getByRole('tab', { name: 'Criar Conta' }).click()];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click()];
            case 3:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nome completo é obrigatório')).toBeVisible()];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Nome da empresa é obrigatório')).toBeVisible()];
            case 5:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('E-mail é obrigatório')).toBeVisible()];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Senha é obrigatória')).toBeVisible()];
            case 7:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('E-mail').fill('maria@')];
            case 8:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill('123')];
            case 9:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click()];
            case 10:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Por favor, insira um e-mail válido')).toBeVisible()];
            case 11:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible()];
            case 12:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('signing up twice with one e-mail is refused', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var email;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, (0, helpers_1.signUpCompany)(page)];
            case 1:
                email = (_c.sent()).email;
                return [4 /*yield*/, page.getByRole('button', { name: 'Minha conta' }).click()];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByRole('menuitem', { name: 'Sair' }).click()];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.goto('/auth?tab=signup')];
            case 4:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Nome completo').fill('Outra Pessoa')];
            case 5:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Nome da empresa').fill('Outra Empresa')];
            case 6:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('E-mail').fill(email)];
            case 7:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill('Pesponto#77')];
            case 8:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Criar Conta', exact: true }).last().click()];
            case 9:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Já existe uma conta com este e-mail.').first()).toBeVisible()];
            case 10:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/auth/)];
            case 11:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('a wrong password gets the error toast; the right one signs in; sign-out closes the app', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var _c, _d;
    var page = _b.page;
    return __generator(this, function (_e) {
        switch (_e.label) {
            case 0: return [4 /*yield*/, page.goto('/auth')];
            case 1:
                _e.sent();
                return [4 /*yield*/, page.getByLabel('E-mail').fill(helpers_1.DEMO.email)];
            case 2:
                _e.sent();
                return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill('senha-errada')];
            case 3:
                _e.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Entrar', exact: true }).last().click()];
            case 4:
                _e.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('E-mail ou senha inválidos.').first()).toBeVisible()];
            case 5:
                _e.sent();
                return [4 /*yield*/, (0, helpers_1.signIn)(page)];
            case 6:
                _e.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Login realizado com sucesso!')).toBeVisible()];
            case 7:
                _e.sent();
                _c = test_1.expect;
                return [4 /*yield*/, page.evaluate(function () { return localStorage.getItem('mif_company_id'); })];
            case 8:
                _c.apply(void 0, [_e.sent()]).toBeTruthy();
                return [4 /*yield*/, page.getByRole('button', { name: 'Minha conta' }).click()];
            case 9:
                _e.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Confecções Aurora Ltda · Proprietário')).toBeVisible()];
            case 10:
                _e.sent();
                return [4 /*yield*/, page.getByRole('menuitem', { name: 'Sair' }).click()];
            case 11:
                _e.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/auth$/)];
            case 12:
                _e.sent();
                _d = test_1.expect;
                return [4 /*yield*/, page.evaluate(function () { return localStorage.getItem('mif_company_id'); })];
            case 13:
                _d.apply(void 0, [_e.sent()]).toBeNull();
                return [4 /*yield*/, page.goto('/app/fornecedores')];
            case 14:
                _e.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Ffornecedores/)];
            case 15:
                _e.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('after signing in, a deep link opened while signed out is where the user lands', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, page.goto('/app/fornecedores?q=Jaragu%C3%A1')];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/auth\?redirect=/)];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('E-mail').fill(helpers_1.DEMO.email)];
            case 3:
                _c.sent();
                return [4 /*yield*/, page.getByLabel('Senha', { exact: true }).fill(helpers_1.DEMO.password)];
            case 4:
                _c.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Entrar', exact: true }).last().click()];
            case 5:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/app\/fornecedores\?q=Jaragu/)];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Etiquetas Jaraguá').first()).toBeVisible()];
            case 7:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
