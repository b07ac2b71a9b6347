import type { ReactNode } from 'react';
import { CarriersPanel } from '../../../features/admin-fulfilment';
import { SectionMenu } from '../../../features/admin-shell';
import {
  AdSettingsSection,
  BlocklistPanel,
  DeliverySettingsSection,
  DeskSettingsTab,
  OrderLimitsSection,
  OutboxPanel,
  ProfitSettingsSection,
  WhatsappSettingsSection,
} from '../../../features/admin-settings';
import { useNotify } from './notify';

/**
 * /admin-dashboard/settings: the shop's settings, each section from the feature that uses it
 * (carriers from fulfilment, the rest from settings), after a menu of links to each of them.
 */
export function Component() {
  const notify = useNotify();
  const sections: { id: string; title: string; content: ReactNode }[] = [
    { id: 'settings-delivery', title: 'Delivery', content: <DeliverySettingsSection onSaved={notify} /> },
    { id: 'settings-desk', title: 'Confirmation desk', content: <DeskSettingsTab onSaved={notify} /> },
    { id: 'settings-ads', title: 'Ads', content: <AdSettingsSection onSaved={notify} /> },
    { id: 'settings-profit', title: 'Profit', content: <ProfitSettingsSection onSaved={notify} /> },
    { id: 'settings-whatsapp', title: 'WhatsApp', content: <WhatsappSettingsSection onSaved={notify} /> },
    { id: 'settings-limits', title: 'Order limits', content: <OrderLimitsSection onSaved={notify} /> },
    { id: 'settings-blocklist', title: 'Blocklist', content: <BlocklistPanel /> },
    { id: 'settings-carriers', title: 'Carriers', content: <CarriersPanel /> },
    { id: 'settings-outbox', title: 'Order outbox', content: <OutboxPanel onSaved={notify} /> },
  ];
  return (
    <>
      <SectionMenu label="Settings sections" sections={sections} />
      {sections.map((section) => (
        <div key={section.id} id={section.id} className="bo-settings-section">
          {section.content}
        </div>
      ))}
    </>
  );
}
