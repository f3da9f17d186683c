import { Smartphone } from 'lucide-react';
import { PromptCard } from './prompt-card';

/** part2 §2: 'Instale o app', with 'Agora não' and 'Instalar' (phones and tablets only). */
export function InstallBanner({
  onInstall,
  onDismiss,
  className,
}: {
  onInstall: () => void;
  onDismiss: () => void;
  className?: string;
}) {
  return (
    <PromptCard
      id="install-banner"
      icon={<Smartphone />}
      title="Instale o app"
      text="Abra o Alinhavo direto da tela inicial, em tela cheia, como um aplicativo."
      confirm="Instalar"
      onConfirm={onInstall}
      onDismiss={onDismiss}
      {...(className ? { className } : {})}
    />
  );
}
