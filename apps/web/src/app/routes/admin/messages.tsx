import { MessagesTab } from '../../../features/admin-messages';
import { useNotify } from './notify';

/** /admin-dashboard/messages: the contact form's messages. */
export function Component() {
  return <MessagesTab onDone={useNotify()} />;
}
