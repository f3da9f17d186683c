-- Built-in renewals: a payment for the plan already running, confirmed before its month ends, extends the
-- subscription from the end of that month instead of restarting it today (otherwise paying early loses days).
CREATE OR REPLACE FUNCTION app_confirm_payment(p_payment uuid, p_confirmed_by uuid) RETURNS text
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  pay billing_payments%ROWTYPE;
  confirmed timestamptz := now();
  started timestamptz := now();
  ends timestamptz;
  current_sub subscriptions%ROWTYPE;
  caller_company text := current_setting('app.company_id', true);
BEGIN
  SELECT * INTO pay FROM billing_payments WHERE id = p_payment FOR UPDATE;
  IF NOT FOUND OR NOT (app_platform_staff() OR pay.company_id = app_current_company()) THEN
    RETURN 'not_found';
  END IF;
  IF pay.status = 'confirmed' THEN
    RETURN 'already_confirmed';
  END IF;
  IF pay.status = 'canceled' THEN
    RETURN 'canceled';
  END IF;
  -- Forced row-level security also binds a non-superuser owner: act for the payment's company, then restore.
  PERFORM set_config('app.company_id', pay.company_id::text, true);
  -- A renewal of the same plan paid before the running month ends starts when that month ends: paying early
  -- loses no days. Any other payment (first, after a lapse, another plan) starts today.
  SELECT * INTO current_sub FROM subscriptions WHERE company_id = pay.company_id;
  IF FOUND AND current_sub.status = 'active' AND current_sub.plan_id = pay.plan_id
      AND current_sub.current_period_end > confirmed THEN
    started := current_sub.current_period_end;
  END IF;
  ends := started + interval '1 month';
  UPDATE billing_payments SET status = 'confirmed', confirmed_by = p_confirmed_by, confirmed_at = confirmed
    WHERE id = pay.id;
  UPDATE billing_payments SET status = 'canceled', canceled_at = confirmed
    WHERE company_id = pay.company_id AND status = 'pending';
  INSERT INTO subscriptions AS s
      (company_id, plan_id, status, current_period_start, current_period_end, first_paid_at, provider)
    VALUES (pay.company_id, pay.plan_id, 'active', started, ends, confirmed, 'builtin')
    ON CONFLICT (company_id) DO UPDATE SET
      plan_id = EXCLUDED.plan_id,
      status = 'active',
      current_period_start = started,
      current_period_end = ends,
      canceled_at = NULL,
      first_paid_at = coalesce(s.first_paid_at, confirmed),
      provider = 'builtin',
      updated_at = confirmed;
  UPDATE companies SET plan_type = pay.plan_id, updated_at = confirmed WHERE id = pay.company_id;
  INSERT INTO billing_invoices (company_id, provider, payment_id, number, amount_cents, status, period_start, period_end)
    VALUES (pay.company_id, 'builtin', pay.id,
      'ALV-' || to_char(confirmed AT TIME ZONE 'America/Sao_Paulo', 'YYYY') || '-'
        || lpad(nextval('billing_invoice_number_seq')::text, 6, '0'),
      pay.amount_cents, 'paid', started, ends);
  PERFORM set_config('app.company_id', coalesce(caller_company, ''), true);
  RETURN 'confirmed';
END
$$;
