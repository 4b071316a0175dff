export function ProtectionPage() {
  return null;
}
