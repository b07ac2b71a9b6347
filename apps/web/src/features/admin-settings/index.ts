// The SETTINGS tab's sections: delivery, the desk's settings, ads, WhatsApp, order limits, the blocklist and the order outbox
// (eslint.config.js enforces it). The desk reads its settings and blocks a phone through here.
import './settings.css';
export { useDeskSettings } from './api/desk-settings';
export { AdSettingsSection } from './components/ad-settings-form';
export { BlockPhoneButton } from './components/block-phone-button';
export { BlocklistPanel } from './components/blocklist-panel';
export { DeliverySettingsSection } from './components/delivery-settings-form';
export { DeskSettingsTab } from './components/desk-settings-tab';
export { OrderLimitsSection } from './components/order-limits-form';
export { OutboxPanel } from './components/outbox-panel';
export { ProfitSettingsSection } from './components/profit-settings-form';
export { WhatsappSettingsSection } from './components/whatsapp-settings-form';
