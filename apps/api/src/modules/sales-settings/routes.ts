import { salesSettingsInputSchema, salesSettingsSchema } from '@alinhavo/domain';
import { defineRoute } from '../../platform/http/route.ts';
import { getSalesSettings, saveSalesSettings } from './service.ts';

const tag = 'Configurações de vendas';

export const salesSettingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/sales-settings',
    summary:
      'Configurações de vendas da empresa (chave PIX, desconto sem permissão, juros e multa); proprietário ou administrador',
    tag,
    // Owner and administrators, as the hub's company settings: checked in the service (an admin holds no
    // permission rows of its own).
    access: 'signed-in',
    response: salesSettingsSchema,
    handler: ({ tx, tenant }) => getSalesSettings(tx, tenant),
  }),
  defineRoute({
    method: 'put',
    path: '/sales-settings',
    summary: 'Salva as configurações de vendas da empresa; proprietário ou administrador',
    tag,
    access: 'signed-in',
    body: salesSettingsInputSchema,
    response: salesSettingsSchema,
    handler: ({ tx, tenant, body }) => saveSalesSettings(tx, tenant, body),
  }),
];
