/** A member's identity documents and their review, on the member's page (issue 23). */
export function MemberIdentity({ memberId }: { memberId: number }) {
  return <p data-member-id={memberId} />;
}
