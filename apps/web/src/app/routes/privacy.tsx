export { PrivacyPage as Component } from '../../features/legal/components/privacy-page';
