// Placeholder until the betting page lands (issue 6, in progress).
export function LaunchGamePage() {
  return <main />;
}
