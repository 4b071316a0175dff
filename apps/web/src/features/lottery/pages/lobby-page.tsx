// Placeholder until the lobby lands (issue 6, in progress).
export function LotteryLobbyPage() {
  return <main />;
}
