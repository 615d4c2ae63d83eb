export { Drawer, type DrawerProps, type DrawerPlacement } from "./drawer.tsx";
