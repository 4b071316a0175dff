/** A member's player-protection tools and their history (issue 23, decision 048). */
export function MemberProtection({ memberId }: { memberId: number }) {
  return <p data-member-id={memberId} />;
}
