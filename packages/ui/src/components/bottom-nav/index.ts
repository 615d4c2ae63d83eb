export { BottomNav, type BottomNavProps, type BottomNavItem } from "./bottom-nav.tsx";
