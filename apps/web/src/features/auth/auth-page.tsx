import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Brand } from '@/app/layout/brand';
import { SESSION_QUERY_KEY, useSessionQuery } from '@/app/session';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { signInDestination, signUpDestination } from './auth-destination';
import { SelectedPlanBox } from './selected-plan-box';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const BENEFITS = [
  'Produção controlada por facção, lote a lote',
  'Grade de cores e tamanhos do pedido até a embalagem',
  'Estoque de tecidos e aviamentos sempre atualizado',
];

/** part1 §2.3: an invitation link that reached the sign-in screen goes to /signup with its context. */
function inviteRedirect(params: URLSearchParams): string | null {
  const token = params.get('invite');
  if (!token) return null;
  const next = new URLSearchParams({ token });
  for (const key of ['context', 'company']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return `/signup?${next.toString()}`;
}

/** part1 §2.3 query handling that belongs to password recovery. */
function recoveryRedirect(params: URLSearchParams): string | null {
  if (params.get('tab') === 'reset-password') return '/reset-password';
  const email = params.get('email');
  if (params.get('reset') === 'true')
    return `/set-new-password${email ? `?email=${encodeURIComponent(email)}` : ''}`;
  const code = params.get('error_code');
  if (code === 'otp_expired' || code === 'invalid_token' || code === 'user_not_found') {
    const next = new URLSearchParams({ error_code: code });
    const description = params.get('error_description');
    if (description) next.set('error_description', description);
    if (email) next.set('email', email);
    return `/password-reset-error?${next.toString()}`;
  }
  return null;
}

/** part1 §2.3: sign-in and sign-up with the 'Entrar' / 'Criar Conta' toggle. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const plan = params.get('plan');
  // A plan button of the landing page opens sign-up; an explicit tab wins.
  const tab =
    (params.get('tab') ?? (params.get('from') === 'landing' && plan ? 'signup' : 'signin')) === 'signup'
      ? 'signup'
      : 'signin';
  const signedInTo = signInDestination(params);
  // Where the form that just succeeded sends the person: sign-up and sign-in differ (part1 §2.3).
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    document.title = tab === 'signup' ? 'Criar Conta · Alinhavo' : 'Entrar · Alinhavo';
  }, [tab]);

  const invite = inviteRedirect(params);
  if (invite) return <Navigate to={invite} replace />;
  const recovery = recoveryRedirect(params);
  if (recovery) return <Navigate to={recovery} replace />;
  if (session.data) return <Navigate to={leavingTo ?? signedInTo} replace />;

  async function enterApp(to: string) {
    setLeavingTo(to);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    navigate(to, { replace: true });
  }

  function setTab(value: string) {
    const next = new URLSearchParams(params);
    if (value === 'signup') next.set('tab', 'signup');
    else if (next.get('from') === 'landing') next.set('tab', 'signin');
    else next.delete('tab');
    setParams(next, { replace: true });
  }

  const errorText = params.get('error_description') ?? params.get('error');
  const errorCode = params.get('error_code');
  const message = params.get('message');

  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.1fr_1fr]">
      <section className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-between lg:p-12">
        <Brand inverted />
        <div className="max-w-md">
          <h2 className="font-semibold text-3xl leading-tight tracking-tight">
            Da ordem de produção à facção, sem planilha.
          </h2>
          <p className="mt-4 text-primary-foreground/80">
            O sistema de gestão feito para confecções e as facções que costuram para elas.
          </p>
          <ul className="mt-8 space-y-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-primary-foreground/90"
                  aria-hidden="true"
                />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-primary-foreground/70 text-sm">© {new Date().getFullYear()} Alinhavo</p>
        <div
          aria-hidden="true"
          className="-right-24 -bottom-24 absolute size-96 rounded-full border-[40px] border-white/5"
        />
      </section>

      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-sm">
          <div className="mb-8 lg:hidden">
            <Brand />
          </div>
          <h1 className="font-semibold text-2xl tracking-tight">
            {tab === 'signup' ? 'Crie a conta da sua empresa' : 'Bem-vindo de volta'}
          </h1>
          <p className="mt-1 mb-6 text-muted-foreground text-sm">
            {tab === 'signup' ? 'Comece a organizar sua produção hoje.' : 'Entre para acessar sua empresa.'}
          </p>

          {(errorText || errorCode) && (
            <Alert variant="destructive" className="mb-4">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>{errorCode === 'otp_expired' ? 'Link de redefinição expirado' : 'Erro'}</AlertTitle>
              <AlertDescription>
                {errorCode === 'otp_expired' ? 'Solicite um novo link de redefinição de senha.' : errorText}
              </AlertDescription>
            </Alert>
          )}
          {message && (
            <Alert className="mb-4">
              <Info aria-hidden="true" />
              <AlertDescription>{message}</AlertDescription>
            </Alert>
          )}

          {plan && <SelectedPlanBox planKey={plan} />}

          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="mb-6 grid w-full grid-cols-2">
              <TabsTrigger value="signin">Entrar</TabsTrigger>
              <TabsTrigger value="signup">Criar Conta</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm
                onSignedIn={() => void enterApp(signedInTo)}
                initialEmail={params.get('email') ?? ''}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                planId={plan ?? undefined}
                onSignedUp={() => void enterApp(signUpDestination(params))}
              />
            </TabsContent>
          </Tabs>
        </div>
      </main>
    </div>
  );
}
