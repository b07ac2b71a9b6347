export { SizeGuidePage as Component } from '../../features/size-guide/components/size-guide-page';
