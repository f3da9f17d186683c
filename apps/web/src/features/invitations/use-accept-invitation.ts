import { INVITE_MESSAGES } from '@alinhavo/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';

/** Errors that mean the invitation itself is gone: the form cannot fix them. */
function isDeadInvitation(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

interface AcceptFlow<Input> {
  /** Creates the account from the invitation (the API call). */
  accept: (input: Input) => Promise<unknown>;
  /** Whether a session came back with the new account. */
  signedIn: () => Promise<boolean>;
  /** Where the new account lands: '/app' for a member, '/faccao' for a workshop. */
  home: string;
  /** The invitee's e-mail, filled in on /auth when no session came back. */
  email: string | undefined;
}

/**
 * Accepting an invitation (part1 §2.4): a dead invitation replaces the form with its problem, field errors stay on
 * the form, anything else is a toast; afterwards the new account goes home, or to /auth with its e-mail when the
 * account exists but no session came back.
 */
export function useAcceptInvitation<Input>({ accept, signedIn, home, email }: AcceptFlow<Input>) {
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [deadError, setDeadError] = useState<ApiError | null>(null);

  async function run(input: Input): Promise<unknown> {
    setAccepting(true);
    try {
      await accept(input);
    } catch (error) {
      setAccepting(false);
      if (isDeadInvitation(error)) setDeadError(error);
      else if (!(error instanceof ApiError && Object.keys(error.fields).length > 0)) {
        toast.error('Erro ao criar conta', { description: errorMessage(error, 'Erro inesperado') });
      }
      return error;
    }
    if (await signedIn()) {
      navigate(home, { replace: true });
    } else {
      const next = new URLSearchParams({ message: INVITE_MESSAGES.accountCreated, email: email ?? '' });
      if (home !== '/app') next.set('redirect', home);
      navigate(`/auth?${next.toString()}`, { replace: true });
    }
    return undefined;
  }

  return { accepting, deadError, run };
}
