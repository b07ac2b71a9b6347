// The MESSAGES tab's entry: the contact form's messages (eslint.config.js enforces it).
import './messages.css';
export { messagesStatsQuery } from './api/messages';
export { MessagesTab } from './components/messages-tab';
