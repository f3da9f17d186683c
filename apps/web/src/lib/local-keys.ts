/** Browser-stored ids of part1 §3 (keys mif_user_id and mif_company_id); cleared at sign-out (§4.4). */
export const STORAGE_KEYS = { userId: 'mif_user_id', companyId: 'mif_company_id' } as const;

export function rememberSession(userId: string, companyId: string): void {
  localStorage.setItem(STORAGE_KEYS.userId, userId);
  localStorage.setItem(STORAGE_KEYS.companyId, companyId);
}

export function forgetSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
