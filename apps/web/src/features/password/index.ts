// Public entry of this feature: what other areas may use.
export { PasswordStrengthMeter } from './password-strength-meter';
