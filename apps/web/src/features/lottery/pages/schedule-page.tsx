// Placeholder until the weekly schedule lands (issue 6, in progress).
export function LotterySchedulePage() {
  return <main />;
}
