CREATE TABLE "admin_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_monthly_cents" bigint NOT NULL,
	"price_yearly_cents" bigint,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_users" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"contact_sales" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE admin_plans ADD CONSTRAINT admin_plans_max_users_check CHECK (max_users = -1 OR max_users >= 1);
--> statement-breakpoint
ALTER TABLE admin_plans ADD CONSTRAINT admin_plans_price_check CHECK (price_monthly_cents >= 0);
--> statement-breakpoint
-- The plans of part1 §9; the same values are the site's fallback (packages/domain contracts/plans.ts).
INSERT INTO admin_plans (id, name, description, price_monthly_cents, features, max_users, display_order, popular, contact_sales) VALUES
  ('starter', 'Starter', 'Para quem está começando a organizar a produção.', 9900,
   '["1 usuário (o proprietário)", "Produtos, materiais e fornecedores", "Ordens e lotes de produção", "Controle de estoque automático"]',
   1, 1, false, false),
  ('professional', 'Professional', 'Para confecções que trabalham com facções e equipe.', 29900,
   '["Até 10 usuários", "Controle de produção por facção", "Lucro por produto e por cliente", "PDV integrado e notas fiscais", "Dashboards e relatórios"]',
   10, 2, true, false),
  ('enterprise', 'Enterprise', 'Para operações maiores, com várias frentes de produção.', 59900,
   '["Usuários ilimitados", "Tudo do Professional", "Integração com marketplaces", "Atendimento prioritário"]',
   -1, 3, false, true)
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Platform data every company may read (its own plan's limits); only platform code changes it.
GRANT SELECT ON admin_plans TO alinhavo_app;
--> statement-breakpoint
ALTER TABLE companies DROP CONSTRAINT companies_plan_type_check;
--> statement-breakpoint
ALTER TABLE companies ADD CONSTRAINT companies_plan_type_fk FOREIGN KEY (plan_type) REFERENCES admin_plans (id);
