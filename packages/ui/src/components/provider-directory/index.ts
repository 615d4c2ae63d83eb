export { ProviderDirectory, type ProviderDirectoryProps } from "./provider-directory.tsx";
