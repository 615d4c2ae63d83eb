export {
  AppHeader,
  type AppHeaderProps,
  type AppHeaderInbox,
  type AppHeaderMenuToggle,
} from "./app-header.tsx";
export { AccountMenu, type AccountMenuProps, type AccountMenuItem } from "./account-menu.tsx";
