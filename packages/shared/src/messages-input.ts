import { z } from 'zod';
import { PageQuery, SearchText } from './api-input.js';
import { MESSAGE_STATUSES } from './messages.js';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

export const CreateMessageInput = z.strictObject({
  first_name: required('First name', 60),
  last_name: required('Last name', 60),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid email address')),
  subject: required('Subject', 150),
  message: required('Message', 5000),
});
export type CreateMessageInput = z.infer<typeof CreateMessageInput>;

export const ListMessagesQuery = z.strictObject({
  q: SearchText,
  status: z.enum(MESSAGE_STATUSES).optional(),
  ...PageQuery,
});
export type ListMessagesQuery = z.infer<typeof ListMessagesQuery>;

export const UpdateMessageStatusInput = z.strictObject({ status: z.enum(MESSAGE_STATUSES) });

export type UpdateMessageStatusInput = z.infer<typeof UpdateMessageStatusInput>;
