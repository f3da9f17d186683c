import { useNavigate } from 'react-router';
import { PublicCardLayout } from '@/components/public-card-layout';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';
import { ResetEmailForm } from './reset-email-form';

/** part1 §2.7 code flow, step 1: the e-mail that receives a 6-digit code; then the confirm screen (§4.6: 1.5 s). */
export function RequestCodePage() {
  const navigate = useNavigate();

  async function requestCode(email: string) {
    try {
      await api.post('/api/auth/email-otp/request-password-reset', { body: { email } });
      toast.success('Código enviado!', {
        description: 'Se o e-mail tiver uma conta, o código chega em instantes.',
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      navigate(`/confirm-password-reset?email=${encodeURIComponent(email)}`);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, 'Erro ao solicitar reset de senha') });
    }
  }

  return (
    <PublicCardLayout
      title="Receber código por e-mail"
      description="Enviaremos um código de 6 dígitos para você criar uma nova senha."
    >
      <ResetEmailForm
        id="code-email"
        submitLabel="Enviar código"
        alternate={{ to: '/reset-password', label: 'Prefiro receber um link' }}
        onSubmit={requestCode}
      />
    </PublicCardLayout>
  );
}
