/** The empty state of a list whose search or filters found nothing: 'Nada corresponde a “x” com esses filtros.' */
export function filteredEmpty(title: string, q: string): { title: string; description: string } {
  return {
    title,
    description: q ? `Nada corresponde a “${q}” com esses filtros.` : 'Nada com esses filtros.',
  };
}
