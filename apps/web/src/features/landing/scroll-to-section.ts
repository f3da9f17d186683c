/** Smoothly brings a landing section into view and keeps its address in the URL without a navigation. */
export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The landing sections the navigation links to, in page order. */
export const NAV_SECTIONS = [
  { id: 'beneficios', label: 'Benefícios' },
  { id: 'planos', label: 'Planos' },
  { id: 'suporte', label: 'Suporte' },
  { id: 'faq', label: 'FAQ' },
] as const;
