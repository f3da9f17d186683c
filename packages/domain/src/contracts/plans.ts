import { z } from 'zod';

/** part1 §3 admin_plans as the public site and checkout see them. Prices in centavos (decisions.md). */
export const publicPlanSchema = z.object({
  /** Lowercase plan name: starter, professional, enterprise (part1 §3 'selected plan' id). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMonthlyCents: z.number().int(),
  priceYearlyCents: z.number().int().nullable(),
  features: z.array(z.string()),
  /** -1 means unlimited. */
  maxUsers: z.number().int(),
  /** Shown with the 'Mais popular' highlight (part1 §9: the second plan). */
  popular: z.boolean(),
  /** Enterprise: 'Falar com o setor de vendas' instead of sign-up (part1 §2.2). */
  contactSales: z.boolean(),
  displayOrder: z.number().int(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** How visitors reach sales: WhatsApp when the install configures a number (SALES_WHATSAPP), else e-mail. */
export const salesContactSchema = z.object({ whatsapp: z.string().nullable(), email: z.string() });
export type SalesContact = z.infer<typeof salesContactSchema>;

export const publicPlansResponseSchema = z.object({
  items: z.array(publicPlanSchema),
  contact: salesContactSchema,
});
export type PublicPlansResponse = z.infer<typeof publicPlansResponseSchema>;

/**
 * part1 §8/§9: what the site shows when the plans cannot be loaded. The same values seed `admin_plans`.
 */
export const FALLBACK_PLANS: PublicPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Para quem está começando a organizar a produção.',
    priceMonthlyCents: 9900,
    priceYearlyCents: null,
    features: [
      '1 usuário (o proprietário)',
      'Produtos, materiais e fornecedores',
      'Ordens e lotes de produção',
      'Controle de estoque automático',
    ],
    maxUsers: 1,
    popular: false,
    contactSales: false,
    displayOrder: 1,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'Para confecções que trabalham com facções e equipe.',
    priceMonthlyCents: 29900,
    priceYearlyCents: null,
    features: [
      'Até 10 usuários',
      'Controle de produção por facção',
      'Lucro por produto e por cliente',
      'PDV integrado e notas fiscais',
      'Dashboards e relatórios',
    ],
    maxUsers: 10,
    popular: true,
    contactSales: false,
    displayOrder: 2,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Para operações maiores, com várias frentes de produção.',
    priceMonthlyCents: 59900,
    priceYearlyCents: null,
    features: [
      'Usuários ilimitados',
      'Tudo do Professional',
      'Integração com marketplaces',
      'Atendimento prioritário',
    ],
    maxUsers: -1,
    popular: false,
    contactSales: true,
    displayOrder: 3,
  },
];

export const FALLBACK_SALES_CONTACT: SalesContact = { whatsapp: null, email: 'vendas@alinhavo.app' };

/** A plan as platform staff edit it in /app/admin (GET /api/admin/plans): also inactive ones. */
export const adminPlanSchema = publicPlanSchema.extend({
  isActive: z.boolean(),
  /** Companies whose current plan this is: deactivating hides the plan from the site, they keep it. */
  companies: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({ items: z.array(adminPlanSchema) });

export const PLAN_FEATURES_MAX = 15;
export const PLAN_MAX_USERS_LIMIT = 10_000;
/** R$ 1.000.000,00: a ceiling that catches a slip of the keyboard, not a business rule. */
export const PLAN_PRICE_MAX_CENTS = 100_000_000;

const priceCents = (what: 'mensal' | 'anual') =>
  z
    .number({ error: `Informe o preço ${what}` })
    .int(`Preço ${what} inválido`)
    .min(0, `O preço ${what} não pode ser negativo`)
    .max(PLAN_PRICE_MAX_CENTS, `Preço ${what} alto demais`);

/**
 * PUT /api/admin/plans/:id (super_admin). The id, and whether the plan sends visitors to sales (Enterprise),
 * are not editable: companies and the site refer to them.
 */
export const adminPlanInputSchema = z.object({
  name: z
    .string({ error: 'Informe o nome do plano' })
    .trim()
    .min(2, 'O nome deve ter ao menos 2 caracteres')
    .max(40, 'O nome deve ter no máximo 40 caracteres'),
  description: z
    .string({ error: 'Informe a descrição' })
    .trim()
    .min(5, 'A descrição deve ter ao menos 5 caracteres')
    .max(200, 'A descrição deve ter no máximo 200 caracteres'),
  priceMonthlyCents: priceCents('mensal'),
  priceYearlyCents: priceCents('anual').nullable(),
  features: z
    .array(
      z
        .string({ error: 'Recurso inválido' })
        .trim()
        .min(1, 'Preencha o recurso ou remova a linha')
        .max(120, 'Cada recurso deve ter no máximo 120 caracteres'),
      { error: 'Informe a lista de recursos' },
    )
    .min(1, 'Informe ao menos um recurso')
    .max(PLAN_FEATURES_MAX, `No máximo ${PLAN_FEATURES_MAX} recursos`),
  maxUsers: z
    .number({ error: 'Informe o número de usuários' })
    .int('Número de usuários inválido')
    .refine((n) => n === -1 || (n >= 1 && n <= PLAN_MAX_USERS_LIMIT), {
      message: `Informe de 1 a ${PLAN_MAX_USERS_LIMIT} usuários, ou marque Usuários ilimitados`,
    }),
  isActive: z.boolean({ error: 'Informe se o plano está ativo' }),
  displayOrder: z
    .number({ error: 'Informe a ordem de exibição' })
    .int('Ordem de exibição inválida')
    .min(0, 'A ordem de exibição não pode ser negativa')
    .max(999, 'A ordem de exibição deve ser no máximo 999'),
  popular: z.boolean({ error: 'Informe se o plano é destacado' }),
});
export type AdminPlanInput = z.input<typeof adminPlanInputSchema>;
