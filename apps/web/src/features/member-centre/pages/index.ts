/** The member-centre screens in one lazy chunk: they share the queries, styles and texts. */
export { MemberHomePage } from './member-home-page.tsx';
export { SecurityCenterPage } from './security-center-page.tsx';
export { PersonalInfoPage } from './personal-info-page.tsx';
export { MemberBenefitsPage, VipPage } from './vip-page.tsx';
export { RewardCenterPage } from './reward-center-page.tsx';
