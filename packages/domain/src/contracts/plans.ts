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
