export { Avatar, initials, type AvatarProps, type AvatarSize } from "./avatar.tsx";
