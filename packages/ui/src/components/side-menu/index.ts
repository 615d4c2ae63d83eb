export {
  SideMenu,
  type SideMenuProps,
  type SideMenuSection,
  type SideMenuItem,
} from "./side-menu.tsx";
