import { Bell } from 'lucide-react';
import { PromptCard } from './prompt-card';

/** part2 §2: 'Ativar notificações?', with 'Agora não' (for good) and 'Ativar'. */
export function PushPrompt({
  onEnable,
  onDismiss,
  busy = false,
  text = 'Receba avisos de lotes e mensagens das facções mesmo com o Alinhavo fechado.',
  className,
}: {
  onEnable: () => void;
  onDismiss: () => void;
  busy?: boolean;
  /** What the notifications are about, for the surface showing the prompt (the workshop portal has its own). */
  text?: string;
  className?: string;
}) {
  return (
    <PromptCard
      id="push-prompt"
      icon={<Bell />}
      title="Ativar notificações?"
      text={text}
      confirm="Ativar"
      onConfirm={onEnable}
      onDismiss={onDismiss}
      busy={busy}
      {...(className ? { className } : {})}
    />
  );
}
