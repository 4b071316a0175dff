/**
 * The password of a login that must go straight to the change-password screen (first login,
 * expired or temporary password). Kept in memory only, never in any storage: the screen then
 * hides its old-password field. Gone on reload, when the screen asks for it again.
 */
let pendingPassword: string | null = null;

export function holdPendingPassword(password: string): void {
  pendingPassword = password;
}

export function pendingPasswordValue(): string | null {
  return pendingPassword;
}

export function clearPendingPassword(): void {
  pendingPassword = null;
}
