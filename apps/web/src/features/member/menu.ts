/** The member feature's parts of the right side menu (loaded with the menu, see index.ts). */
export { MemberMenu, GuestAgentEntry, LogoutButton } from './components/member-menu.tsx';
export { LogoutDialog } from './components/logout-dialog.tsx';
