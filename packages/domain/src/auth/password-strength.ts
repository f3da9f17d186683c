export type PasswordStrength = {
  score: number;
  label: 'Muito fraca' | 'Fraca' | 'Média' | 'Forte' | 'Muito forte';
};

/**
 * part1 §5: a score from 0 to 5, one point each for length ≥ 6, length ≥ 8, a lowercase letter, an uppercase
 * letter, a digit and a symbol (capped at 5). Labels: Muito fraca (≤ 1), Fraca, Média, Forte, Muito forte.
 */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= 6,
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const score = Math.min(points, 5);
  const label =
    score <= 1
      ? 'Muito fraca'
      : score === 2
        ? 'Fraca'
        : score === 3
          ? 'Média'
          : score === 4
            ? 'Forte'
            : 'Muito forte';
  return { score, label };
}
