import { z } from 'zod';
import {
  isValidPixKey,
  normalizePixKey,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '../br/pix-key.ts';
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX } from '../pix/payload.ts';
import { costPercentSchema } from './product-costs.ts';

/** Who may read and change the company's sales settings: its owner and administrators. */
export const SALES_SETTINGS_ROLES = ['owner', 'admin'] as const;
export const SALES_SETTINGS_FORBIDDEN =
  'Somente o proprietário ou um administrador pode alterar as configurações de vendas.';

export function managesSalesSettings(role: string): boolean {
  return (SALES_SETTINGS_ROLES as readonly string[]).includes(role);
}

/**
 * What a company that never saved its settings gets: no PIX key (the PDV offers no PIX until one is set), sellers
 * may give up to 5% off without the discount permission, and late receivables suggest 1% interest a month and a 2%
 * fine (the ceilings of the consumer code for a fine, the usual monthly interest).
 */
export const SALES_SETTINGS_DEFAULTS = {
  pixKeyType: null,
  pixKey: null,
  merchantName: null,
  merchantCity: null,
  maxDiscountPercent: '5.00',
  lateInterestMonthlyPercent: '1.00',
  lateFinePercent: '2.00',
} as const;

export const salesSettingsSchema = z.object({
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  pixKey: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantCity: z.string().nullable(),
  /** Percentages as fixed text with 2 places ('5.00'). */
  maxDiscountPercent: z.string(),
  lateInterestMonthlyPercent: z.string(),
  lateFinePercent: z.string(),
  /** When they were last saved; null while the defaults are in force. */
  updatedAt: z.string().nullable(),
});
export type SalesSettings = z.infer<typeof salesSettingsSchema>;

function merchantTextSchema(max: number, invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(max, `No máximo ${max} caracteres (limite do QR Code PIX)`)
    .nullish()
    .transform((value) => value || null);
}

/** The PIX fields of the form, as sent or as parsed: blanks as null, a type off the list as 'bad'. */
function pixParts(value: unknown): {
  type: PixKeyType | 'bad' | null;
  key: string | null;
  name: string | null;
  city: string | null;
} {
  const form = (value ?? {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : null);
  const type = text(form.pixKeyType);
  return {
    type:
      type === null
        ? null
        : (PIX_KEY_TYPES as readonly string[]).includes(type)
          ? (type as PixKeyType)
          : 'bad',
    key: text(form.pixKey),
    name: text(form.merchantName),
    city: text(form.merchantCity),
  };
}

/**
 * PUT /sales-settings: the whole form. A PIX key is checked for its type (CPF, CNPJ, e-mail, phone +55, random
 * key) and stored as the DICT writes it; with a key, the merchant's name and city (as the BR Code carries them) are
 * required. Percentages with up to 2 places: the discount limit up to 100%, interest and fine up to 100%.
 */
export const salesSettingsInputSchema = z
  .object({
    pixKeyType: z
      .union([z.enum(PIX_KEY_TYPES), z.literal(''), z.null()], { error: 'Escolha o tipo da chave PIX' })
      .optional()
      .transform((value) => value || null),
    pixKey: z
      .string({ error: 'Chave PIX inválida' })
      .trim()
      .max(100, 'Chave PIX inválida')
      .nullish()
      .transform((value) => value || null),
    merchantName: merchantTextSchema(PIX_MERCHANT_NAME_MAX, 'Nome inválido'),
    merchantCity: merchantTextSchema(PIX_MERCHANT_CITY_MAX, 'Cidade inválida'),
    maxDiscountPercent: costPercentSchema('100.00'),
    lateInterestMonthlyPercent: costPercentSchema('100.00'),
    lateFinePercent: costPercentSchema('100.00'),
  })
  // `when`: the PIX rules run even while another field (a percentage) is invalid, so every error shows at once.
  .superRefine(
    (input, ctx) => {
      const { type, key, name, city } = pixParts(input);
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (key && !type) issue('pixKeyType', 'Escolha o tipo da chave PIX');
      if (type && type !== 'bad' && !key) issue('pixKey', 'Informe a chave PIX');
      if (key && type && type !== 'bad' && !isValidPixKey(key, type)) issue('pixKey', PIX_KEY_MESSAGES[type]);
      if (key && !name) issue('merchantName', 'Informe o nome do recebedor');
      if (key && !city) issue('merchantCity', 'Informe a cidade do recebedor');
    },
    { when: () => true },
  )
  .transform((input) => ({
    ...input,
    pixKey: input.pixKey && input.pixKeyType ? normalizePixKey(input.pixKey, input.pixKeyType) : null,
    pixKeyType: input.pixKey ? input.pixKeyType : null,
  }));
export type SalesSettingsInput = z.input<typeof salesSettingsInputSchema>;
export type SalesSettingsData = z.output<typeof salesSettingsInputSchema>;
