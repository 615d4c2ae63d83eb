export { MessageThread, type MessageThreadProps, type ThreadMessage } from "./message-thread.tsx";
export { MessageComposer, type MessageComposerProps } from "./message-composer.tsx";
export { ConversationItem, type ConversationItemProps } from "./conversation-item.tsx";
