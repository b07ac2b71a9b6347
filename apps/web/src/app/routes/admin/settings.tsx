import { CarriersPanel } from '../../../features/admin-fulfilment';
import {
  AdSettingsSection,
  BlocklistPanel,
  DeliverySettingsSection,
  DeskSettingsTab,
  OrderLimitsSection,
  OutboxPanel,
} from '../../../features/admin-settings';
import { useNotify } from './notify';

/**
 * /admin-dashboard/settings: the shop's settings, each section from the feature that uses it
 * (carriers from fulfilment, the rest from settings).
 */
export function Component() {
  const notify = useNotify();
  return (
    <>
      <DeliverySettingsSection onSaved={notify} />
      <DeskSettingsTab onSaved={notify} />
      <AdSettingsSection onSaved={notify} />
      <OrderLimitsSection onSaved={notify} />
      <BlocklistPanel />
      <CarriersPanel />
      <OutboxPanel onSaved={notify} />
    </>
  );
}
