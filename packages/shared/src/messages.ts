import type { PageMeta } from './api.js';

export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Admin message list page size . */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

export interface Message {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  created_at: string;
}
export interface MessagesMeta extends PageMeta {
  /** Messages per status for the current search (status filter ignored). */
  status_counts: Record<MessageStatus, number>;
}

export interface MessagesPage {
  data: Message[];
  meta: MessagesMeta;
}
