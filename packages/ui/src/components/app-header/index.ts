export { AppHeader, type AppHeaderProps, type AppHeaderInbox, type AppHeaderMenuToggle } from "./app-header";
export { AccountMenu, type AccountMenuProps, type AccountMenuItem } from "./account-menu";
