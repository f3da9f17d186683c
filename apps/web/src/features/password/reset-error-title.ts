/** part1 §2.7: the title follows the wording of the error ('Link Expirado', 'Link Inválido', else a generic one). */
export function resetErrorTitle(code: string, description: string): string {
  const text = `${code} ${description}`.toLowerCase();
  if (/expir/.test(text)) return 'Link Expirado';
  if (/invalid|inválid/.test(text)) return 'Link Inválido';
  return 'Erro de Redefinição';
}
