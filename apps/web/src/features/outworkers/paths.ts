/** The workshop's read view. */
export const outworkerPath = (id: string) => `/app/terceirizados/${id}`;

/** The workshop's one edit form: its record and its agreed prices. */
export const outworkerEditPath = (id: string) => `/app/terceirizados/${id}/editar`;
