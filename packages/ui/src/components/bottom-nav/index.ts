export {
  BottomNav,
  miniAppBottomInset,
  type BottomNavProps,
  type BottomNavItem,
} from "./bottom-nav.tsx";
